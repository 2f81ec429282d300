/**
 * Slides a scroll-snap track to `left` in `durationMs` (SPEC §9: slide speed 0.5 s). Browsers pick
 * their own duration for smooth scrolling, so this eases by hand, with snapping paused meanwhile so
 * each frame's position is not pulled back to a snap point. Returns a function that cancels it.
 */
export function animateScroll(
  element: HTMLElement,
  left: number,
  durationMs: number,
  onDone?: () => void,
): () => void {
  const start = element.scrollLeft;
  const distance = left - start;
  if (durationMs <= 0 || Math.abs(distance) < 1) {
    element.scrollLeft = left;
    onDone?.();
    return () => {};
  }
  const snap = element.style.scrollSnapType;
  element.style.scrollSnapType = 'none';
  const begin = performance.now();
  let frame = 0;

  const finish = () => {
    element.style.scrollSnapType = snap;
    onDone?.();
  };
  const step = (now: number) => {
    const t = Math.min(1, (now - begin) / durationMs);
    const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2; // ease-in-out cubic
    element.scrollLeft = start + distance * eased;
    if (t < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    finish();
  };
}
