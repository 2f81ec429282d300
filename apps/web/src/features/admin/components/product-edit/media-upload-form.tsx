import { useRef, useState, type FormEvent } from 'react';
import { GOLD_COLOUR_LABELS, GOLD_COLOURS } from '@kanak/domain/catalog';
import { DENSE_INPUT_CLASS, Field, FileField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { adminSend } from '../../api';
import type { useMediaAction } from './use-media-action';

/** Adds images to one colour (or all) and replaces the video; uploads go through sharp. */
export function MediaUploadForm({
  productId,
  media,
}: {
  productId: number;
  media: ReturnType<typeof useMediaAction>;
}) {
  const { run, form, busy } = media;
  const [colour, setColour] = useState('all');
  const images = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);
  const upload = (event: FormEvent) => {
    event.preventDefault();
    const data = new FormData();
    data.append('colour', colour); // fields first: the server reads the parts in order
    for (const file of images.current?.files ?? []) data.append('images', file);
    const clip = video.current?.files?.[0];
    if (clip) data.append('video', clip);
    void run(() => adminSend(`products/${productId}/media`, 'POST', data), 'Uploaded.').then(() => {
      if (images.current) images.current.value = '';
      if (video.current) video.current.value = '';
    });
  };
  return (
    <form onSubmit={upload} className="space-y-3 border-t border-line pt-3">
      <Field dense id="m-colour" label="Add images to">
        {() => (
          <select
            id="m-colour"
            value={colour}
            onChange={(e) => setColour(e.target.value)}
            className={DENSE_INPUT_CLASS}
          >
            <option value="all">Every colour</option>
            {GOLD_COLOURS.map((c) => (
              <option key={c} value={c}>
                {GOLD_COLOUR_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FileField
        ref={images}
        id="m-images"
        label="Images"
        hint="JPEG, PNG or WebP, up to 8 MB each; cropped square."
        error={form.fieldError('images')}
        multiple
        accept="image/jpeg,image/png,image/webp"
      />
      <FileField
        ref={video}
        id="m-video"
        label="Video"
        hint="MP4, up to 30 MB; replaces the current one."
        accept="video/mp4"
      />
      <StatusLine ok={form.ok} error={form.error} />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? 'Working…' : 'Upload'}
      </button>
    </form>
  );
}
