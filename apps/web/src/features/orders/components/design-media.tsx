import { useState } from 'react';
import type { Design } from '@kanak/domain/contract/designs';
import { DesignModel } from './design-model';
import { MediaViewer, type ViewerImage } from './media-viewer';

/** The pictures of a round with their alt texts: "Design round 2, picture 1 of 3". */
export function designImages(design: Pick<Design, 'round' | 'files'>): ViewerImage[] {
  const images = design.files.filter((f) => f.kind === 'image');
  return images.map((f, i) => ({
    src: f.url,
    alt: `Design round ${design.round}, picture ${i + 1} of ${images.length}`,
  }));
}

/** Small pictures that open full-screen: the tracker's bench photos, an earlier round, the approved design. */
export function Thumbnails({
  title,
  images,
  size = 'small',
}: {
  title: string;
  images: ViewerImage[];
  size?: 'small' | 'medium';
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={`flex flex-wrap gap-2 ${size === 'medium' ? 'desktop:gap-3' : ''}`}>
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className={`block overflow-hidden rounded-xs border border-line bg-sand hover:border-gold ${size === 'medium' ? 'size-24 desktop:size-28' : 'size-16'}`}
            >
              <img
                src={image.src}
                alt={image.alt}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
              <span className="sr-only"> (view full screen)</span>
            </button>
          </li>
        ))}
      </ul>
      <MediaViewer title={title} images={images} index={open} onIndex={setOpen} />
    </>
  );
}

/**
 * A round's renders, large: the first picture fills the width on a phone, the rest sit under it;
 * a tap on any opens it full-screen.
 */
export function DesignPictures({ design }: { design: Pick<Design, 'round' | 'files'> }) {
  const [open, setOpen] = useState<number | null>(null);
  const images = designImages(design);
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => setOpen(0)}
        className="group relative block w-full overflow-hidden rounded-sm border border-line bg-white"
      >
        <img
          src={first.src}
          alt={first.alt}
          decoding="async"
          className="aspect-square w-full object-contain transition-transform duration-gentle ease-gentle group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 rounded-xs bg-ink/75 px-2.5 py-1 text-xs font-semibold text-ivory"
        >
          View larger
        </span>
        <span className="sr-only"> (view full screen)</span>
      </button>
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {rest.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setOpen(i + 1)}
                className="block aspect-square w-full overflow-hidden rounded-xs border border-line bg-white hover:border-gold"
              >
                <img
                  src={image.src}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
                <span className="sr-only"> (view full screen)</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <MediaViewer
        title={`Design, round ${design.round}`}
        images={images}
        index={open}
        onIndex={setOpen}
      />
    </div>
  );
}

/** A round's turntable video (never autoplayed) and its 3D model, when the designer sent them. */
export function DesignMotion({ design }: { design: Pick<Design, 'round' | 'files'> }) {
  const video = design.files.find((f) => f.kind === 'video');
  const model = design.files.find((f) => f.kind === 'model');
  if (!video && !model) return null;
  return (
    <div className="space-y-4">
      {video && (
        <figure>
          <video
            src={video.url}
            controls
            playsInline
            preload="metadata"
            aria-label={`Turntable video of design round ${design.round}`}
            className="aspect-square w-full rounded-sm border border-line bg-ink object-contain desktop:aspect-video"
          />
          <figcaption className="mt-1 text-xs text-ink-muted">
            The piece turning, as it will be made.
          </figcaption>
        </figure>
      )}
      {model && <DesignModel src={model.url} alt={`3D model of design round ${design.round}`} />}
    </div>
  );
}
