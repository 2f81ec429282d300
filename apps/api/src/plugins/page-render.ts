import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

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
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/**
 * What React emits first when it renders a part of a document: the components' <title>, <meta> and
 * preload <link> (React 19 hoists them to <head> in the browser). The shell's <head> says these
 * already (seo-html.ts, seo-preload.ts), so they are left out of #root.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** The shell with the page's markup in #root; its "turn on JavaScript" note goes, as the page is whole. */
export function withMarkup(shell: string, markup: string): string {
  const body = markup.replace(HOISTED, '');
  return shell.replace(NOSCRIPT, '').replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
