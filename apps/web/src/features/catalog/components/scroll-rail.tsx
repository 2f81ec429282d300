import { useRef, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { prefersReducedMotion, useAutoplay } from '../../../components/ui/use-autoplay';

// Item widths for the rails of SPEC §2: four across, two from 768 px down; categories one from 480 px.
export const RAIL_ITEM_4_2 =
  'shrink-0 snap-start w-[calc((100%-1rem)/2)] desktop:w-[calc((100%-6rem)/4)]';
export const RAIL_ITEM_4_2_1 =
  'shrink-0 snap-start w-full min-[481px]:w-[calc((100%-1rem)/2)] desktop:w-[calc((100%-6rem)/4)]';

const ARROW =
  'inline-flex size-tap items-center justify-center rounded-full border border-line-strong text-maroon transition-colors hover:border-maroon hover:bg-maroon-tint';

interface ScrollRailProps {
  /** Names the arrows: 'Previous {itemName}', 'Next {itemName}'. */
  itemName: string;
  delayMs: number;
  /** `<li>` items sized with a RAIL_ITEM class. */
  children: ReactNode;
}

/**
 * A row that scrolls by itself one item at a time (SPEC §2 carousels), built on CSS scroll-snap so
 * touch scrolling, keyboard focus and reduced motion all work without a slider library. After the
 * last item it returns to the first.
 */
export function ScrollRail({ itemName, delayMs, children }: ScrollRailProps) {
  const ref = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);

  function step(direction: 1 | -1) {
    const list = track.current;
    const item = list?.firstElementChild;
    if (!list || !(item instanceof HTMLElement)) return;
    const stride = item.offsetWidth + (parseFloat(getComputedStyle(list).columnGap) || 0);
    const end = list.scrollWidth - list.clientWidth;
    const at = list.scrollLeft;
    const left = direction > 0 ? (at >= end - 2 ? 0 : at + stride) : at <= 2 ? end : at - stride;
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }
  // A swipe or wheel turn on the row holds the autoplay for one beat, so it never fights a finger.
  const touchedAt = useRef(0);
  const hold = () => (touchedAt.current = Date.now());
  useAutoplay(ref, () => Date.now() - touchedAt.current > delayMs && step(1), delayMs);

  return (
    <div ref={ref} onPointerDown={hold} onWheel={hold} onTouchMove={hold}>
      <ul
        ref={track}
        className="-mx-2 flex snap-x snap-mandatory scroll-px-2 gap-4 overflow-x-auto overscroll-x-contain px-2 py-2 [scrollbar-width:none] desktop:gap-8 [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </ul>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          aria-label={`Previous ${itemName}`}
          onClick={() => step(-1)}
          className={ARROW}
        >
          <ChevronDownIcon className="size-5 rotate-90" />
        </button>
        <button
          type="button"
          aria-label={`Next ${itemName}`}
          onClick={() => step(1)}
          className={ARROW}
        >
          <ChevronDownIcon className="size-5 -rotate-90" />
        </button>
      </div>
    </div>
  );
}
