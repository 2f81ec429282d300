import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

// Once the page has painted, later pages of the visit render everything at once.
let firstPaintDone = false;

/**
 * Shows `fallback` in the page's first paint and `children` right after it. For parts below or
 * beside the first screen that load their own code or data (footer, chat button, today's rate, the
 * rest of the home page): their requests and rendering then follow the largest paint instead of
 * competing with it (ARCHITECTURE §6). `fallback` also stands in while their code loads, so it
 * should hold their place.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const painted = useFirstPaintDone();
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}

/** False in the page's first paint, true from just after it (and at once later in the visit). */
export function useFirstPaintDone(): boolean {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => {
    if (painted) return;
    let timer: number | undefined;
    // A frame callback runs just before the browser paints; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        firstPaintDone = true;
        // In slices that yield to input, like the first render (main.tsx).
        startTransition(() => setPainted(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
