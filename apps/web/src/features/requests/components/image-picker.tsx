import { useEffect, useState } from 'react';
import { IMAGE_TYPES } from '../api/submit-request';

interface ImagePickerProps {
  id: string;
  error?: string;
}

/** The reference image: a native file input with a small preview. */
/** Remount it (a new `key`) to clear the preview when its form is reset. */
export function ImagePicker({ id, error }: ImagePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Reference image<span className="ml-1 font-normal text-ink-muted">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
        A sketch or a photo of a design you love. JPEG, PNG or WebP, up to 5 MB.
      </p>
      <div className="mt-1.5 flex items-center gap-4">
        {preview && (
          <img
            src={preview}
            alt="Your chosen image"
            className="size-16 shrink-0 rounded-xs border border-line object-cover"
          />
        )}
        <input
          id={id}
          name="image"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(error)}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            setPreview(file && IMAGE_TYPES.includes(file.type) ? URL.createObjectURL(file) : null);
          }}
          className="block w-full min-h-tap text-sm text-ink-soft file:mr-3 file:min-h-tap file:cursor-pointer file:rounded-xs file:border file:border-maroon file:bg-pearl file:px-4 file:text-sm file:font-semibold file:text-maroon"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
