import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

// Once the page has painted, later pages of the visit render everything at once.
let firstPaintDone = false;

// A page the server rendered (entry-server.tsx) has these parts in its HTML already: the server
// renders them, and the browser hydrates them (each as its code arrives) instead of a fallback.
// Read before the first render: main.tsx hydrates a #root that arrived with markup.
let inServerMarkup =
  typeof document === 'undefined' || !!document.getElementById('root')?.firstElementChild;

/**
 * Shows `fallback` in the page's first paint and `children` right after it (on a page the server
 * rendered, `children` from the start: they are in its HTML). For parts below or
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
  const [fromServer] = useState(inServerMarkup);
  return <Suspense fallback={fallback}>{painted || fromServer ? children : fallback}</Suspense>;
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
        inServerMarkup = false;
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
