import { useEffect, useEffectEvent, type RefObject } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = () => matchMedia(REDUCED_MOTION).matches;

/**
 * Calls `advance` every `delayMs`, skipping a beat while the pointer rests on `ref` or focus is inside
 * it, while the tab is hidden and — for `motion` (the default) — when the visitor asks for reduced
 * motion (STYLE.md "Motion"). Checked at each beat, so nothing re-renders to pause. A new `restartKey`
 * starts the wait afresh, so a manual step is never followed at once by an automatic one.
 */
export function useAutoplay(
  ref: RefObject<HTMLElement | null>,
  advance: () => void,
  delayMs: number,
  { restartKey, motion = true }: { restartKey?: unknown; motion?: boolean } = {},
) {
  const onBeat = useEffectEvent(() => {
    const element = ref.current;
    if (!element || document.hidden || element.matches(':hover, :focus-within')) return;
    if (motion && prefersReducedMotion()) return;
    advance();
  });

  useEffect(() => {
    const id = setInterval(() => onBeat(), delayMs);
    return () => clearInterval(id);
  }, [delayMs, restartKey]);
}
