import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = () => matchMedia(REDUCED_MOTION).matches;

interface AutoplayOptions {
  /** A new value starts the wait afresh, so a manual step is never followed at once by an automatic one. */
  restartKey?: unknown;
  /** False for changes that are not motion (a text swap): they go on under prefers-reduced-motion. */
  motion?: boolean;
  /** The visitor pressed pause, or there is nothing to move to (WCAG 2.2.2). */
  paused?: boolean;
}

/**
 * Calls `advance` every `delayMs`, skipping a beat while paused, while the pointer rests on `ref`
 * or focus is inside it, while it is scrolled out of view, while the tab is hidden and — for
 * `motion` (the default) — when the visitor asks for reduced motion (STYLE.md "Motion"). Checked
 * at each beat, so nothing re-renders to pause.
 */
export function useAutoplay(
  ref: RefObject<HTMLElement | null>,
  advance: () => void,
  delayMs: number,
  { restartKey, motion = true, paused = false }: AutoplayOptions = {},
) {
  const inView = useRef(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => (inView.current = entry?.isIntersecting ?? true), {
      threshold: 0.35,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  const onBeat = useEffectEvent(() => {
    const element = ref.current;
    if (paused || !inView.current || !element || document.hidden) return;
    if (element.matches(':hover, :focus-within')) return;
    if (motion && prefersReducedMotion()) return;
    advance();
  });

  useEffect(() => {
    const id = setInterval(() => onBeat(), delayMs);
    return () => clearInterval(id);
  }, [delayMs, restartKey]);
}
