import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

// Once the page has painted, later pages of the visit render everything at once.
let firstPaintDone = false;

// A page the server rendered (entry-server.tsx) has these parts in its HTML already: the server
// renders them, and the browser hydrates them (each as its code arrives) instead of a fallback.
// Read before the first render: main.tsx hydrates a #root that arrived with markup. It stays true
// until the visit moves to another page (leftServerPage): parts of the page behind a Suspense
// boundary (lazy code, AfterFirstPaint) hydrate after the rest has committed, often after the
// first paint, and each must first render what the server rendered.
let inServerMarkup =
  typeof document === 'undefined' || !!document.getElementById('root')?.firstElementChild;

/** The visit has moved on from the page the server rendered (main.tsx, at its first navigation). */
export function leftServerPage() {
  inServerMarkup = false;
}

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
  // On the server's page, false at first even once it has painted: the server rendered false, and
  // a part hydrated after the first paint rendering true would not match its HTML (React then
  // threw the part's HTML away and drew it again, pictures and all).
  const [painted, setPainted] = useState(firstPaintDone && !inServerMarkup);
  useEffect(() => {
    if (painted) return;
    // In slices that yield to input, like the first render (main.tsx).
    if (firstPaintDone) return void startTransition(() => setPainted(true));
    let timer: number | undefined;
    // A frame callback runs just before the browser paints; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        firstPaintDone = true;
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
