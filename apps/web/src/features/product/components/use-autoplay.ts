import { useEffect, useState, type RefObject } from 'react';
import { useReducedMotion } from './use-reduced-motion';

interface AutoplayOptions {
  /** The element whose hover, focus and visibility pause the autoplay. */
  rootRef: RefObject<HTMLElement | null>;
  intervalMs: number;
  /** Called on each tick; no ticks while paused for any reason. */
  onTick: () => void;
  /** False when there is nothing to advance to, or the current slide must not be left (a video). */
  enabled: boolean;
}

/**
 * Auto-advance that pauses while the pointer or focus is inside, while scrolled out of view, for
 * prefers-reduced-motion, and for good once the visitor presses pause (WCAG 2.2.2).
 */
export function useAutoplay({ rootRef, intervalMs, onTick, enabled }: AutoplayOptions) {
  const reducedMotion = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(true);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(entry?.isIntersecting ?? true),
      {
        threshold: 0.35,
      },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);

  const running = enabled && !stopped && !reducedMotion && !hovered && !focused && inView;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(onTick, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, onTick, intervalMs]);

  return {
    /** Whether the pause/play control makes sense at all. */
    available: enabled && !reducedMotion,
    stopped,
    setStopped,
    rootProps: {
      onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
