import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build writes (apps/web/route-chunks.ts) for a landing page's first paint. */
interface RouteChunksFile {
  routes: { pattern: string; files: string[]; fonts?: string[] }[];
}

export interface RouteAssets {
  /** Lazy JavaScript chunks, for `modulepreload`. */
  modules: string[];
  /** Font files, for `preload as="font"`. */
  fonts: string[];
}

const FILE = 'route-chunks.json';
const NONE: RouteAssets = { modules: [], fonts: [] };
// Only our own hashed asset paths reach the HTML.
const ours = (pattern: RegExp) => (files: string[] | undefined) =>
  (files ?? []).filter((f) => pattern.test(f));
const scripts = ours(/^\/assets\/[\w.-]+\.js$/);
const fonts = ours(/^\/assets\/[\w.-]+\.woff2$/);

/**
 * What a landing page's first paint needs besides the entry chunk (lazy chunks of product,
 * category and price-filter pages; the home page's fonts), read from the build next to index.html
 * and again when a deploy changes it. An older build without the file preloads nothing.
 */
export function createRouteChunks(dist: string) {
  const file = path.join(dist, FILE);
  let cached: { mtimeMs: number; routes: ({ pattern: RegExp } & RouteAssets)[] } | undefined;
  const routes = () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as RouteChunksFile;
      cached = {
        mtimeMs,
        routes: parsed.routes.map((r) => ({
          pattern: new RegExp(r.pattern, 'i'),
          modules: scripts(r.files),
          fonts: fonts(r.fonts),
        })),
      };
    }
    return cached.routes;
  };
  return (pathname: string): RouteAssets => routes().find((r) => r.pattern.test(pathname)) ?? NONE;
}
