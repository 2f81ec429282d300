import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatRupees } from '@kanak/domain/money';
import { setBottomBarHeight } from '../../../lib/bottom-bar';

interface StickyCartBarProps {
  /** The in-page buttons: the bar shows only while they are out of view. */
  actionsRef: RefObject<HTMLElement | null>;
  /** The product page itself: the bar leaves once the visitor scrolls past it into the footer. */
  pageRef: RefObject<HTMLElement | null>;
  total: number | undefined;
  onAddToCart: () => void;
}

/** STYLE.md "Touch": a sticky add-to-cart bar on the product page on phones. */
export function StickyCartBar({ actionsRef, pageRef, total, onAddToCart }: StickyCartBarProps) {
  const [actionsVisible, setActionsVisible] = useState(true);
  const [pageVisible, setPageVisible] = useState(true);

  useEffect(() => {
    const actions = actionsRef.current;
    const page = pageRef.current;
    if (!actions || !page || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === actions) setActionsVisible(entry.isIntersecting);
        else setPageVisible(entry.isIntersecting);
      }
    });
    observer.observe(actions);
    observer.observe(page);
    return () => observer.disconnect();
  }, [actionsRef, pageRef]);

  const shown = !actionsVisible && pageVisible;
  const barRef = useRef<HTMLDivElement>(null);
  // While the bar is up, the chat button sits in the place kept for it at the bar's end, so it
  // covers nothing of the page (the price breakup's total passed under it above the bar).
  useEffect(() => {
    setBottomBarHeight(shown ? (barRef.current?.offsetHeight ?? 0) : 0);
    return () => setBottomBarHeight(0);
  }, [shown]);

  return (
    <div
      ref={barRef}
      data-testid="sticky-cart-bar"
      inert={!shown}
      aria-hidden={!shown}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-pearl/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(29_26_23/0.25)] backdrop-blur transition-[translate,visibility] duration-(--duration-gentle) ease-(--ease-gentle) desktop:hidden ${
        shown ? 'visible translate-y-0' : 'invisible translate-y-full'
      }`}
    >
      {/* Its right end is the chat button's place while the bar is up (app/floating-chat.tsx). */}
      <div className="flex items-center gap-3 py-3 pr-20 pl-4">
        <p className="min-w-0 leading-tight">
          <span className="block text-lg font-bold text-ink tabular-nums">
            {total === undefined ? '—' : formatRupees(total)}
          </span>
          <span className="text-xs text-ink-muted">approx., incl. GST</span>
        </p>
        <button type="button" onClick={onAddToCart} className="btn btn-primary ml-auto px-4">
          ADD TO CART
        </button>
      </div>
    </div>
  );
}
