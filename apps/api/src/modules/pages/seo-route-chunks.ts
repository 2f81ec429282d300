import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build writes (apps/web/route-chunks.ts) for a landing page's first paint. */
interface RouteChunksFile {
  routes: { pattern: string; files: string[]; fonts?: string[] }[];
  /** The starter (apps/web/starter.js), minified; absent from builds before decision 037. */
  starter?: string;
}

/** The script a rendered page starts its JavaScript with, and its CSP source (`'sha256-…'`). */
export interface Starter {
  code: string;
  cspSource: string;
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
  let cached:
    | {
        mtimeMs: number;
        routes: ({ pattern: RegExp } & RouteAssets)[];
        starter: Starter | undefined;
      }
    | undefined;
  const read = () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as RouteChunksFile;
      const code =
        typeof parsed.starter === 'string' && !/<\/script/i.test(parsed.starter)
          ? parsed.starter
          : undefined;
      cached = {
        mtimeMs,
        routes: parsed.routes.map((r) => ({
          pattern: new RegExp(r.pattern, 'i'),
          modules: scripts(r.files),
          fonts: fonts(r.fonts),
        })),
        // The hash is worked out here, from the very text the page carries, never taken on trust.
        starter:
          code === undefined
            ? undefined
            : { code, cspSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` },
      };
    }
    return cached;
  };
  return {
    /** What a landing page's first paint needs besides the entry chunk. */
    assetsFor: (pathname: string): RouteAssets =>
      read()?.routes.find((r) => r.pattern.test(pathname)) ?? NONE,
    /** The build's starter; undefined for an older build, whose pages then load the entry as it is. */
    starter: (): Starter | undefined => {
      try {
        return read()?.starter;
      } catch {
        // An unreadable file: the pages load their entry as it is, as for an older build.
        return undefined;
      }
    },
  };
}

export type RouteChunks = ReturnType<typeof createRouteChunks>;
