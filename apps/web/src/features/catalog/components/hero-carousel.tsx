import { useRef, useState } from 'react';
import { bannerSrcSet, HERO_IMAGE_SIZES } from '@kanak/domain/media';
import { TIMERS } from '@kanak/domain/timers';
import { useFirstPaintDone } from '../../../components/ui/after-first-paint';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { PauseButton } from '../../../components/ui/pause-button';
import { useAutoplay } from '../../../components/ui/use-autoplay';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion';

const ARROW =
  'absolute top-1/2 inline-flex size-tap -translate-y-1/2 items-center justify-center rounded-full bg-pearl/85 text-maroon shadow-soft backdrop-blur-sm transition-colors hover:bg-pearl';

/**
 * The home carousel of SPEC §2: one slide at a time, a new one every 3 s, arrows, dots and a pause
 * button (WCAG 2.2.2). Only the first picture is in the page's HTML (it is its largest paint);
 * each later one is added once the slide before it shows, so it has arrived by its turn and never
 * shares the network with the first screen (lazy pictures this close to the screen are fetched at
 * once: two more 1600-pixel pictures beside the first).
 */
export function HeroCarousel({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const count = images.length;
  // The furthest slide shown so far: its picture and the next one's stay in the page.
  const [seen, setSeen] = useState(0);
  const show = (to: number) => {
    const next = (to + count) % count;
    setIndex(next);
    setSeen((s) => Math.max(s, next));
  };
  const [stopped, setStopped] = useState(false);
  // The last slide whose picture is in the page: the first alone in the first paint (and the
  // server's HTML), then one ahead of the furthest shown — as the product gallery does.
  const reach = useFirstPaintDone() ? seen + 1 : 0;
  const reducedMotion = useReducedMotion();
  useAutoplay(ref, () => show(index + 1), TIMERS.heroCarouselMs, {
    restartKey: index,
    paused: stopped,
  });

  return (
    <div ref={ref} role="region" aria-roledescription="carousel" aria-label="Featured jewellery">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xs bg-sand sm:aspect-[16/9] lg:aspect-[7/5]">
        <div
          // The first slide needs no offset: the server's HTML carries no style attribute (the CSP
          // refuses inline styles); later offsets are set from script, which it allows.
          className="flex h-full transition-transform duration-500 ease-(--ease-gentle)"
          style={index === 0 ? undefined : { transform: `translateX(-${index * 100}%)` }}
        >
          {images.map((src, i) => (
            <div
              key={`${i}-${src}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className="size-full shrink-0"
            >
              {i <= reach && (
                <img
                  src={src}
                  srcSet={bannerSrcSet(src)}
                  sizes={HERO_IMAGE_SIZES}
                  alt="Gold and diamond jewellery by Kanak"
                  width={1600}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  className="size-full object-cover object-[72%_50%]"
                />
              )}
            </div>
          ))}
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-3 border border-white/40"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous slide"
              onClick={() => show(index - 1)}
              className={`${ARROW} left-3`}
            >
              <ChevronDownIcon className="size-5 rotate-90" />
            </button>
            <button
              type="button"
              aria-label="Next slide"
              onClick={() => show(index + 1)}
              className={`${ARROW} right-3`}
            >
              <ChevronDownIcon className="size-5 -rotate-90" />
            </button>
            {!reducedMotion && (
              <PauseButton stopped={stopped} onToggle={() => setStopped((s) => !s)} />
            )}
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex justify-center">
          {images.map((src, i) => (
            <button
              key={`${i}-${src}`}
              type="button"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => show(i)}
              className="group inline-flex h-tap w-11 items-center justify-center"
            >
              <span className="h-0.5 w-6 bg-line-strong transition-all group-hover:bg-gold-ink group-aria-[current=true]:w-9 group-aria-[current=true]:bg-maroon" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
