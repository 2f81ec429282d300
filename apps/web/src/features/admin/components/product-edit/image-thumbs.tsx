import { imageUrlAt } from '@kanak/domain/media';
import { LINK } from '../../../../components/ui/class-names';

/** One colour's images as small squares, each opening full size and with a remove button. */
export function ImageThumbs({
  title,
  urls,
  onRemove,
  busy,
}: {
  title: string;
  urls: string[];
  onRemove: (url: string) => void;
  busy: boolean;
}) {
  return (
    <div>
      <h3 className="font-sans text-sm font-bold text-ink">
        {title} <span className="font-normal text-ink-muted">({urls.length})</span>
      </h3>
      {urls.length === 0 ? (
        <p className="text-sm text-ink-muted">No images.</p>
      ) : (
        <ul className="mt-1 grid grid-cols-4 gap-1.5">
          {urls.map((url, i) => (
            <li key={url} className="relative">
              <a href={url} target="_blank" rel="noreferrer" className={LINK}>
                <img
                  src={imageUrlAt(url, 320)}
                  alt={`${title} image ${i + 1}`}
                  width="80"
                  height="80"
                  loading="lazy"
                  className="aspect-square w-full rounded-xs bg-sand object-cover"
                />
              </a>
              <button
                type="button"
                disabled={busy}
                onClick={() => onRemove(url)}
                className="absolute -top-1 -right-1 flex size-7 items-center justify-center rounded-full border border-line-strong bg-pearl text-sm leading-none text-danger shadow-soft hover:bg-maroon-tint"
              >
                ×
                <span className="sr-only">
                  Remove {title} image {i + 1}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
