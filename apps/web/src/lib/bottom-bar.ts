import { useSyncExternalStore } from 'react';

/*
 * What a bar along the screen's bottom edge covers (the product page's sticky cart bar on phones),
 * for what floats there (the chat button). Kept here and read by the chat button itself, not set
 * as a custom property on <html>: any change to the root's style restyles the whole page, a 9–17 ms
 * task right after a product page hydrates on a phone (decision 039).
 */
let height = 0;
const listeners = new Set<() => void>();

/** The bar's height in CSS pixels; 0 when no bar is up. */
export function setBottomBarHeight(px: number) {
  if (px === height) return;
  height = px;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const current = () => height;
// The server renders no bar up.
const none = () => 0;

/** The height of the bar that is up along the bottom edge, 0 when none is. */
export function useBottomBarHeight(): number {
  return useSyncExternalStore(subscribe, current, none);
}
