/*
 * The answers the server's HTML carries for a page's first catalogue requests (decision 017):
 * written by apps/api/src/modules/pages/seo-preload.ts, read by apps/web/src/lib/preloaded.ts.
 */

/** The `<script type="application/json">` element that holds them. */
export const PRELOAD_SCRIPT_ID = 'kanak-preload';

/** An API path with its query keys sorted, so the server and the web app name a request alike. */
export function preloadKey(path: string): string {
  const [pathname = '', query] = path.split('?');
  if (!query) return pathname;
  const params = new URLSearchParams(query);
  params.sort();
  return `${pathname}?${params.toString()}`;
}
