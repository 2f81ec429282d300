import { statSync, readFileSync } from 'node:fs';
import { schema } from '@kanak/db';
import { imageUrlAt, paiseToRupees } from '@kanak/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectMeta, type PageMeta } from './seo-html.ts';

const SITE = 'Kanak';
const DEFAULT_DESCRIPTION =
  'Kanak makes fine gold and diamond jewellery to order in India: rings, pendants, earrings, necklaces and bracelets in rose, white or yellow gold, hallmarked (HUID) with certified diamonds.';

/** Content pages (SPEC §2) and what a shared link to them says. */
const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Kanak · Fine gold and diamond jewellery, made to order',
    description: DEFAULT_DESCRIPTION,
  },
  '/aboutus': {
    title: 'About us',
    description:
      'A Zaveri Bazaar goldsmith family and a gemologist, making fine jewellery to order.',
  },
  '/contactus': {
    title: 'Contact us',
    description: 'Call, write or chat with the Kanak studio in Mumbai, 10am to 6pm, all days.',
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description: 'How Kanak collects, uses and protects your personal information.',
  },
  '/return-policy': {
    title: 'Return, exchange and buyback policy',
    description: '15-day returns for defects, exchange and buyback for 5 years.',
  },
  '/termandcondition': {
    title: 'Terms and conditions',
    description: 'The terms on which Kanak makes and delivers jewellery to order.',
  },
  '/cancellation': {
    title: 'Cancellation policy',
    description: 'Cancel a Kanak order any time before delivery; how the advance is refunded.',
  },
  '/customizeform': {
    title: 'Customise with us',
    description: 'Share your design idea and the Kanak studio will make it for you in gold.',
  },
  '/bulkorder': {
    title: 'Bulk orders',
    description: 'Jewellery in quantity for weddings, gifting and corporate orders.',
  },
  '/ac': { title: 'Accessories', description: DEFAULT_DESCRIPTION },
};
/** The site's absolute origin: PUBLIC_URL, else the request's own host when it looks like one. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return app.config.publicUrl.replace(/\/+$/, '');
  const host = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host)
    ? request.host
    : `localhost:${app.config.port}`;
  return `${request.protocol}://${host}`;
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
  const [found] = await app.database.db
    .select({ p: schema.products, category: schema.categories.name })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.categories.id, schema.products.productCategoryId))
    .where(and(eq(schema.products.id, id), eq(schema.products.isActive, true)));
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
  const [c] = await app.database.db
    .select()
    .from(schema.categories)
    .where(eq(schema.categories.id, id));
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
  const origin = siteOrigin(app, request);
  const pathname = decodeSafe((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
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

function decodeSafe(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** index.html kept in memory, read again when a deploy changes its mtime. */
export function createShellRenderer(app: FastifyInstance, indexHtml: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  const shell = () => {
    const { mtimeMs } = statSync(indexHtml);
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, html: readFileSync(indexHtml, 'utf8') };
    return cached.html;
  };
  return async function renderShell(request: FastifyRequest): Promise<string> {
    const html = shell();
    try {
      return injectMeta(html, await pageMetaFor(app, request));
    } catch (err) {
      // Tags are a nicety: a database hiccup must not cost the customer the page itself.
      request.log.warn({ err }, 'page meta failed');
      return html;
    }
  };
}
