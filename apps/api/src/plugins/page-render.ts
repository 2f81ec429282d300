import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
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
 * whole. Its module script and module preloads become `/hydrate.js`, which asks for them once the
 * page has painted (decision 033): the page is readable without them, so its picture, fonts and
 * first layout come first on a slow phone.
 */
export function withMarkup(shell: string, markup: string): string {
  const body = markup.replace(HOISTED, '');
  const chunks: string[] = [];
  let entry: string | undefined;
  const page = shell
    .replace(NOSCRIPT, '')
    .replace(ENTRY_SCRIPT, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(MODULE_PRELOAD, (_, href: string) => {
      chunks.push(href);
      return '';
    })
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
  if (!entry) return page;
  const starter = `<script src="/hydrate.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(chunks.join(' '))}" defer></script>`;
  return page.replace(/\s*<\/head>/i, () => `\n    ${starter}\n  </head>`);
}
