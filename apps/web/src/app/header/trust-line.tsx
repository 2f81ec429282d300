// What the trust bar's promises and today's rate share, in a file of its own so that the rate's
// lazy chunk does not import the bar that loads it.

export const TRUST_LINE = 'flex items-center justify-center gap-x-2.5 [grid-area:1/1] sm:gap-x-3';

/**
 * A small gold diamond between promises. Drawn, not the ◆ character: the shop's fonts lack it, so
 * each phone drew its own, and looking for a font that has it took the browser's first layout
 * several lookups of the system's fonts (decision 038).
 */
export function Separator({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-[0.3125rem] shrink-0 rotate-45 bg-gold-light ${className}`}
    />
  );
}
