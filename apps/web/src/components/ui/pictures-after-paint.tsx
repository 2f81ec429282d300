import { createContext, use, type ImgHTMLAttributes, type ReactNode } from 'react';
import { useFirstPaintDone } from './after-first-paint';

// Its own module, out of the entry chunk: only lazy parts (the home page below the fold, listings)
// use it, and the entry has no bytes to spare (ARCHITECTURE §6's 120 KB).

/** True inside `PicturesAfterFirstPaint` until the page has painted. */
const PicturesWait = createContext(false);

/**
 * Pictures inside (`ResponsiveImage` and those that ask `usePicturesWait`) get their address only
 * once the page has painted: for parts below the first screen of a page the server rendered (the
 * home page's categories, banner and Top Picks). In its HTML they have none, so the browser does
 * not fetch them beside the first screen's picture, fonts and style — Chrome fetches lazy pictures
 * within about two screens of the viewport while laying out the first paint (decision 036). Their
 * boxes keep their size meanwhile, so nothing moves when they arrive. Later in the visit they
 * render with their address at once.
 */
export function PicturesAfterFirstPaint({ children }: { children: ReactNode }) {
  // useFirstPaintDone renders what the server rendered while the part hydrates, however late its
  // lazy chunk arrives, and turns true in a transition: the pictures change in slices that yield to
  // input, not in one synchronous render of 20 <img> (a 22–45 ms task, decision 037).
  const painted = useFirstPaintDone();
  return <PicturesWait value={!painted}>{children}</PicturesWait>;
}

/** Whether a picture here should leave out its address for now (see PicturesAfterFirstPaint). */
export const usePicturesWait = (): boolean => use(PicturesWait);

/**
 * A waiting picture as a browser without JavaScript gets it (a visitor with scripts off, a crawler,
 * a link preview; issue 35): with its address, inside <noscript>, laid over the waiting picture's
 * box (which must be positioned). A browser that runs scripts reads <noscript> as text and fetches
 * nothing from it, so the first paint is as before (decision 036).
 */
export function PictureWithoutScript({
  className = '',
  alt,
  ...picture
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  return (
    <noscript>
      <img
        {...picture}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={`${className} absolute inset-0 size-full`}
      />
    </noscript>
  );
}
