import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { GalleryItem } from './gallery-media';

interface GallerySlideProps {
  item: GalleryItem;
  alt: string;
  /** '2 of 4', for screen readers moving through the carousel. */
  label: string;
  active: boolean;
  priority: boolean;
  sizes: string;
  /** False keeps the slide empty for now (its picture is not on screen yet). */
  showMedia?: boolean;
}

/** One page of the main track. Slides out of view are inert, so focus never lands behind the image. */
export function GallerySlide({
  item,
  alt,
  label,
  active,
  priority,
  sizes,
  showMedia = true,
}: GallerySlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-active={active}
      inert={!active}
      className="relative size-full shrink-0 snap-center snap-always"
    >
      {!showMedia ? null : item.kind === 'image' ? (
        <ResponsiveImage
          src={item.src}
          alt={alt}
          sizes={sizes}
          priority={priority}
          draggable={false}
          className="size-full object-cover select-none"
        />
      ) : (
        <video
          src={item.src}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={alt.replace('view', 'video')}
          className="size-full bg-sand object-cover"
        />
      )}
    </div>
  );
}
