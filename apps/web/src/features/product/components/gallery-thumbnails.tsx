import { useEffect, useRef } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { GalleryItem } from './gallery-media';
import { PlayIcon } from './gallery-icons';

interface GalleryThumbnailsProps {
  items: GalleryItem[];
  active: number;
  onSelect: (index: number) => void;
  labelFor: (index: number) => string;
  /** False shows the ground colour only, for now. */
  showImages?: boolean;
}

/**
 * The thumbnail slider of SPEC §2: four visible, the rest a swipe away (CSS scroll-snap); it keeps the
 * active thumbnail in view without ever scrolling the page itself.
 */
export function GalleryThumbnails({
  items,
  active,
  onSelect,
  labelFor,
  showImages = true,
}: GalleryThumbnailsProps) {
  const stripRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const thumb = strip?.children[active] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const start = thumb.offsetLeft - strip.offsetLeft;
    const end = start + thumb.offsetWidth;
    if (start < strip.scrollLeft) strip.scrollTo({ left: start });
    else if (end > strip.scrollLeft + strip.clientWidth)
      strip.scrollTo({ left: end - strip.clientWidth });
  }, [active]);

  return (
    <ul
      ref={stripRef}
      className="mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-1 max-desktop:scroll-px-4 max-desktop:px-4 [scrollbar-width:none] desktop:mt-4 desktop:gap-4 [&::-webkit-scrollbar]:hidden"
    >
      {items.map((item, i) => (
        <li
          key={item.src}
          className="shrink-0 basis-[calc((100%-2.25rem)/4)] snap-start desktop:basis-[calc((100%-3rem)/4)]"
        >
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-current={i === active ? 'true' : undefined}
            className={`group relative block aspect-square w-full overflow-hidden rounded-xs bg-sand transition-opacity duration-(--duration-quick) ${
              i === active ? 'opacity-100' : 'opacity-70 hover:opacity-100'
            }`}
          >
            {!showImages ? null : item.kind === 'image' ? (
              <ResponsiveImage
                src={item.src}
                alt=""
                sizes="160px"
                className="size-full object-cover"
              />
            ) : (
              <span className="flex size-full flex-col items-center justify-center gap-1 text-maroon">
                <PlayIcon className="size-6" />
                <span className="text-[0.6875rem] font-bold tracking-wider uppercase">Video</span>
              </span>
            )}
            <span
              aria-hidden="true"
              className={`pointer-events-none absolute inset-0 rounded-xs ring-inset ${
                i === active ? 'ring-2 ring-maroon' : 'ring-1 ring-ink/10'
              }`}
            />
            <span className="sr-only">{labelFor(i)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
