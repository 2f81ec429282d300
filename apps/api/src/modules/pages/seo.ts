import { statSync, readFileSync } from 'node:fs';
import { imageUrlAt, paiseToRupees } from '@kanak/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSharedCategory, findSharedProduct } from '../catalog/share.repository.ts';
import { injectMeta, type PageMeta } from './seo-html.ts';
import { DEFAULT_DESCRIPTION, STATIC_PAGES } from './seo-pages.ts';
import type { RouteAssets, RouteChunks } from './seo-route-chunks.ts';
import { injectPreload, pagePreloadFor, type PagePreload } from './seo-preload.ts';
import { isServerRendered, withMarkup, type PageRenderer } from './page-render.ts';

const SITE = 'Kanak';

/** The site's absolute origin: PUBLIC_URL, else the server's own address; never the Host header (env.ts). */
export function siteOrigin(app: FastifyInstance): string {
  return app.config.siteOrigin;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);
const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

async function productMeta(
  app: FastifyInstance,
  id: number,
  origin: string,
  url: string,
): Promise<PageMeta | null> {
  const found = await findSharedProduct(app.database.db, id);
  if (!found) return null;
  const { p } = found;
  const images = [...new Set([...p.images, ...p.productPinkImages])].map((u) =>
    absolute(origin, imageUrlAt(u, 1024)),
  );
  const description = clip(p.description || `${p.name}, made to order in 14K or 18K gold.`);
  const price = paiseToRupees(p.listPricePaise);
  return {
    title: `${p.name} · ${SITE}`,
    description,
    url,
    image: images[0],
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      description,
      sku: p.productCode,
      category: found.category,
      brand: { '@type': 'Brand', name: SITE },
      image: images.slice(0, 4),
      url,
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price,
        // Made to order (SPEC §1): nothing is in stock; the price is approximate until made.
        availability: 'https://schema.org/MadeToOrder',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: SITE },
      },
    },
  };
}

async function categoryMeta(
  app: FastifyInstance,
  id: number,
  url: string,
  origin: string,
): Promise<PageMeta | null> {
  const c = await findSharedCategory(app.database.db, id);
  if (!c) return null;
  const image = c.image[0];
  return {
    title: `${c.name} · Gold and diamond jewellery · ${SITE}`,
    description: `${c.name} in rose, white and yellow gold, made to order by ${SITE}. Hallmarked (HUID) gold and certified diamonds.`,
    url,
    image: image ? absolute(origin, imageUrlAt(image, 1024)) : undefined,
    type: 'website',
  };
}

/** What the shell should say for this path: its product or category, a content page, or defaults. */
export async function pageMetaFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PageMeta> {
  const origin = siteOrigin(app);
  const pathname = pathOf(request);
  const url = origin + encodeURI(pathname);
  const product = /^\/productdetail\/(\d{1,9})$/i.exec(pathname);
  const category = /^\/dashboard\/(\d{1,9})$/i.exec(pathname);
  const found =
    (product && (await productMeta(app, Number(product[1]), origin, url))) ||
    (category && (await categoryMeta(app, Number(category[1]), url, origin)));
  if (found) return found;
  const known = STATIC_PAGES[pathname.toLowerCase()];
  if (known) {
    const title = pathname === '/' ? known.title : `${known.title} · ${SITE}`;
    return { title, description: known.description, url, type: 'website' };
  }
  // Unknown products and categories, searches and the not-found page stay out of the index.
  return {
    title: `${SITE} · Fine gold and diamond jewellery`,
    description: DEFAULT_DESCRIPTION,
    url,
    type: 'website',
    noindex: true,
  };
}

/** The request's path, decoded, without a trailing slash. */
function pathOf(request: FastifyRequest): string {
  return decodeSafe((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
}

function decodeSafe(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A page's HTML: index.html (kept in memory, read again when a deploy changes its mtime) with the
 * page's title and sharing tags, its first answers and pictures, and — for a public page, when the
 * build has a renderer — the page itself rendered by React on the server (page-render.ts).
 */
export function createShellRenderer(
  app: FastifyInstance,
  indexHtml: string,
  renderer: () => Promise<PageRenderer | undefined>,
  routeChunks: RouteChunks,
) {
  let cached: { mtimeMs: number; html: string } | undefined;
  const shell = () => {
    const { mtimeMs } = statSync(indexHtml);
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, html: readFileSync(indexHtml, 'utf8') };
    return cached.html;
  };
  // Tags and preloads are a nicety: a database hiccup must not cost the customer the page itself.
  const orShell =
    <T>(request: FastifyRequest, what: string) =>
    (err: unknown) => {
      request.log.warn({ err }, `page ${what} failed`);
      return undefined as T | undefined;
    };
  /** `url`: the address the page is rendered for, when not the request's own (web.ts pageUrlOf). */
  return async function renderShell(request: FastifyRequest, url = request.url): Promise<string> {
    const pathname = pathOf(request);
    const [meta, preload, assets] = await Promise.all([
      pageMetaFor(app, request).catch(orShell<PageMeta>(request, 'meta')),
      pagePreloadFor(app, pathname, url.split('?')[1] ?? '').catch(
        orShell<PagePreload>(request, 'preload'),
      ),
      Promise.resolve()
        .then(() => routeChunks.assetsFor(pathname))
        .catch(orShell<RouteAssets>(request, 'chunks')),
    ]);
    const data = preload?.data ?? {};
    const html = injectPreload(meta ? injectMeta(shell(), meta) : shell(), {
      ...preload,
      data,
      ...assets,
    });
    if (!isServerRendered(pathname)) return html;
    // The page without its markup is still whole in a browser: rendering is a nicety like the tags.
    const page = await renderer()
      .then((r) => r?.render(url, data))
      .catch(orShell<{ html: string; errors: unknown[] }>(request, 'render'));
    if (!page) return html;
    for (const err of page.errors)
      request.log.warn({ err }, 'part of the page was left to the browser');
    return withMarkup(html, page.html, routeChunks.starter()?.code);
  };
}
