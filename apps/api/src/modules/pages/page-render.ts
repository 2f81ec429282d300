import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './seo-html.ts';

/** What the web build's server renderer exports (apps/web/src/entry-server.tsx). */
export interface PageRenderer {
  render(
    url: string,
    answers: Record<string, unknown>,
  ): Promise<{ html: string; errors: unknown[] } | undefined>;
}

/**
 * The public pages rendered on the server (ARCHITECTURE §6, issue 20): home, categories and the
 * price filter, products, accessories and the content and policy pages. Account pages, forms and
 * the back office are rendered in the browser.
 */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/dashboard(\/\d{1,9})?$/i,
  /^\/price-filter\/\d{1,9}$/i,
  /^\/productdetail\/\d{1,9}$/i,
  /^\/(ac|aboutus|contactus|privacy-policy|return-policy|termandcondition|cancellation)$/i,
];

export const isServerRendered = (pathname: string) => SERVER_RENDERED.some((p) => p.test(pathname));

/** Where `vite build --ssr` puts the renderer of a build in `webDist`: beside it, as `<webDist>-ssr`. */
export const rendererPathOf = (webDist: string) =>
  `${webDist.replace(/[/\\]+$/, '')}-ssr/entry-server.js`;

/**
 * The build's renderer, imported once on first use; undefined when the build has none (an older
 * build, or the API's tests without a web build): those pages are then the client-rendered shell.
 */
export function pageRendererOf(
  webDist: string | undefined,
): () => Promise<PageRenderer | undefined> {
  let loaded: Promise<PageRenderer | undefined> | undefined;
  return () => {
    loaded ??= (async () => {
      const file = webDist ? rendererPathOf(webDist) : undefined;
      if (!file || !existsSync(file)) return undefined;
      return (await import(pathToFileURL(file).href)) as PageRenderer;
    })();
    return loaded;
  };
}

const EMPTY_ROOT = /<div id="root"><\/div>/;
/** The build's entry (Vite writes it into index.html) and the module preloads of Vite and seo-preload.ts. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/**
 * What React emits first when it renders a part of a document: the components' <title>, <meta> and
 * preload <link> (React 19 hoists them to <head> in the browser). The shell's <head> says these
 * already (seo-html.ts, seo-preload.ts), so they are left out of #root.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * The shell with the page's markup in #root; its "turn on JavaScript" note goes, as the page is
 * whole. With the build's starter (apps/web/starter.js), its module script and module preloads
 * become the starter's attributes, and the starter goes inline at the end of <body>: it asks for
 * them once the page has painted (decisions 033, 037), so its picture, fonts and first layout come
 * first on a slow phone. The page's CSP must allow the starter by its hash (web.ts). Without one
 * (an older build) the shell's own script tags stay.
 */
export function withMarkup(shell: string, markup: string, starter?: string): string {
  const body = markup.replace(HOISTED, '');
  const into = (page: string) => page.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
  const withoutNote = shell.replace(NOSCRIPT, '');
  if (starter === undefined) return into(withoutNote);
  const chunks: string[] = [];
  let entry: string | undefined;
  // The shell is rewritten before the page's markup goes in: nothing in the markup is touched.
  const page = withoutNote
    .replace(ENTRY_SCRIPT, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(MODULE_PRELOAD, (_, href: string) => {
      chunks.push(href);
      return '';
    });
  if (!entry) return into(withoutNote);
  const script = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(chunks.join(' '))}">${starter}</script>`;
  return into(page.replace(/<\/body>/i, () => `${script}</body>`));
}

/**
 * Asks the app for its home page once, as a visitor to `host` would, right after the server starts
 * listening. A process's first render imports the renderer and its route modules (~300 ms on two
 * cores); this way the first visitor after a start or a deploy does not wait for it, and finds the
 * home page rendered and kept (pages are kept whatever the Host header, env.ts siteOrigin). Never
 * throws: a page that cannot be rendered now is rendered for its first visitor, as before.
 */
export async function renderHomeAhead(app: FastifyInstance, host: string): Promise<void> {
  const started = performance.now();
  try {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host, accept: 'text/html' },
    });
    const timing = res.headers['server-timing'];
    app.log.info(
      `home page rendered ahead: ${res.statusCode}, ${timing ?? 'not server-rendered'}, ${(performance.now() - started).toFixed(0)} ms`,
    );
  } catch (err) {
    app.log.warn({ err }, 'home page not rendered ahead');
  }
}
