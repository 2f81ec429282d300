import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { GOLD_COLOUR_LABELS, type GoldColour } from '@kanak/domain/catalog';
import type { Product } from '@kanak/domain/contract/product';
import { imageSrcSet, PRODUCT_IMAGE_SIZES } from '@kanak/domain/media';
import { TIMERS } from '@kanak/domain/timers';
import { useFirstPaintDone } from '../../../components/ui/after-first-paint';
import { animateScroll } from './animate-scroll';
import { ArrowButton, PauseButton } from './gallery-controls';
import { galleryItems } from './gallery-media';
import { GallerySlide } from './gallery-slide';
import { GalleryThumbnails } from './gallery-thumbnails';
import { useAutoplay } from '../../../components/ui/use-autoplay';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion';

interface ProductGalleryProps {
  product: Product;
  /** Remount the gallery (key) when this changes, so it starts again at the colour's first image. */
  colour: GoldColour;
}

/**
 * SPEC §2 gallery: the main media as a swipeable scroll-snap track, a thumbnail slider below that
 * shows four at a time, arrows, and auto-advance every 2 s at a 0.5 s slide speed.
 */
export function ProductGallery({ product, colour }: ProductGalleryProps) {
  const items = useMemo(() => galleryItems(product, colour), [product, colour]);
  const count = items.length;
  const alt = (i: number) =>
    `${product.name} in ${GOLD_COLOUR_LABELS[colour]}, view ${i + 1} of ${count}`;
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const cancelSlide = useRef<(() => void) | null>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  const reducedMotion = useReducedMotion();
  // Only the first picture belongs to the first paint (the largest one): the other slides and the
  // thumbnails fetch theirs just after it, so they do not share its bandwidth (ARCHITECTURE §6).
  const painted = useFirstPaintDone();

  // The first image is the page's largest paint: fetch it at once, ahead of the script's other work.
  const first = items[0];
  if (first?.kind === 'image') {
    preload(first.src, {
      as: 'image',
      imageSrcSet: imageSrcSet(first.src),
      imageSizes: PRODUCT_IMAGE_SIZES,
      fetchPriority: 'high',
    });
  }

  const next = useCallback(() => setActive((a) => (a + 1) % count), [count]);
  // A video plays to its end: the slideshow waits on it.
  const moving = count > 1 && items[active]?.kind !== 'video';
  const [stopped, setStopped] = useState(false);
  useAutoplay(rootRef, next, TIMERS.galleryAutoAdvanceMs, { paused: stopped || !moving, restartKey: active });

  /** A visitor's own choice ends the slideshow: they are looking at something. */
  const choose = useCallback(
    (index: number) => {
      setStopped(true);
      setActive(((index % count) + count) % count);
    },
    [count, setStopped],
  );

  // Bring the track to the active slide whenever it changes (ticks, arrows, thumbnails).
  useEffect(() => {
    activeRef.current = active;
    const track = trackRef.current;
    if (!track) return;
    const left = active * slideStep(track);
    if (Math.abs(track.scrollLeft - left) < 2) return;
    cancelSlide.current?.();
    cancelSlide.current = animateScroll(
      track,
      left,
      reducedMotion ? 0 : TIMERS.gallerySpeedMs,
      () => (cancelSlide.current = null),
    );
  }, [active, reducedMotion]);

  useEffect(
    () => () => {
      cancelSlide.current?.();
      window.clearTimeout(settleTimer.current);
    },
    [],
  );

  // A swipe (or arrow keys on the focused track) settles on a snap point: follow it.
  function handleScroll() {
    if (cancelSlide.current) return;
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const track = trackRef.current;
      if (!track || cancelSlide.current) return;
      const index = Math.round(track.scrollLeft / slideStep(track));
      if (index !== activeRef.current && index >= 0 && index < count) choose(index);
    }, 120);
  }

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={`Pictures of ${product.name}`}
      className="min-w-0"
    >
      <div className="relative">
        <div
          ref={trackRef}
          role="group"
          aria-label={`${product.name} in ${GOLD_COLOUR_LABELS[colour]}: swipe or use the arrow keys`}
          tabIndex={0}
          onScroll={handleScroll}
          data-testid="gallery-main"
          className="flex aspect-square snap-x snap-mandatory gap-0.5 overflow-x-auto overscroll-x-contain bg-sand [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {items.map((item, i) => (
            <GallerySlide
              key={item.src}
              item={item}
              alt={alt(i)}
              label={`${i + 1} of ${count}`}
              active={i === active}
              priority={i === 0}
              sizes={PRODUCT_IMAGE_SIZES}
              showMedia={i === 0 || painted}
            />
          ))}
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-3 border border-white/50 desktop:inset-4"
        />
        {count > 1 && (
          <>
            <ArrowButton side="left" onClick={() => choose(active - 1)} />
            <ArrowButton side="right" onClick={() => choose(active + 1)} />
            <p
              aria-hidden="true"
              className="absolute bottom-4 left-4 rounded-full bg-pearl/90 px-3 py-1 text-xs font-semibold tracking-wider text-ink-soft tabular-nums desktop:bottom-6 desktop:left-6"
            >
              {active + 1} / {count}
            </p>
          </>
        )}
        {moving && !reducedMotion && (
          <PauseButton corner="top" stopped={stopped} onToggle={() => setStopped((s) => !s)} />
        )}
      </div>
      {count > 1 && (
        <GalleryThumbnails
          items={items}
          active={active}
          onSelect={choose}
          labelFor={(i) => `Show view ${i + 1} of ${count}`}
          showImages={painted}
        />
      )}
    </section>
  );
}

/**
 * Distance between slides. The 2 px gap means a column of fractional width rounds onto the ground
 * colour, never onto a sliver of the neighbouring picture.
 */
function slideStep(track: HTMLElement): number {
  const first = track.children[0] as HTMLElement | undefined;
  const second = track.children[1] as HTMLElement | undefined;
  return first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
}
