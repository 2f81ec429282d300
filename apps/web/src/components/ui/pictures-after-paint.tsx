import {
  createContext,
  startTransition,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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
  // Hydrated in a lazy chunk's boundary, often after the first paint: it must first say what the
  // server said (React does not correct an attribute that differs from the server's HTML). The
  // store's server snapshot is what React reads while hydrating.
  const hydrating = useSyncExternalStore(noSubscription, notHydrating, isHydrating);
  // Rendered in the browser (a later page of the visit), the pictures have their address at once.
  const [released, setReleased] = useState(!hydrating);
  const painted = useFirstPaintDone();
  // Once hydrated, React renders the store's browser snapshot at once, in one task; the pictures
  // change in a transition instead, in slices that yield to input. They were 20 <img> in one
  // synchronous render and commit: a 22–45 ms task after the first paint (decision 037).
  useEffect(() => {
    if (painted && !released) startTransition(() => setReleased(true));
  }, [painted, released]);
  return <PicturesWait value={!released}>{children}</PicturesWait>;
}

const noSubscription = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;

/** Whether a picture here should leave out its address for now (see PicturesAfterFirstPaint). */
export const usePicturesWait = (): boolean => use(PicturesWait);
