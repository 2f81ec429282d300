import {
  DEFAULT_GOLD_COLOUR,
  DEFAULT_KARAT,
  DEFAULT_PRODUCT_SORT,
  LISTING_PAGE_SIZE,
  PRICE_FILTER_SORT,
  DEFAULT_PRODUCT_CLARITY,
  MIN_QUANTITY,
} from '@kanak/domain/catalog';
import {
  bannerSrcSet,
  HERO_IMAGE_SIZES,
  imageSrcSet,
  LISTING_EAGER_CARDS,
  LISTING_IMAGE_SIZES,
  PRODUCT_IMAGE_SIZES,
} from '@kanak/domain/media';
import { chosenInAddress } from '@kanak/domain/product-address';
import { imagesInColour, pictureFor, type ProductPictures } from '@kanak/domain/product-images';
import { PRELOAD_SCRIPT_ID, preloadKey } from '@kanak/domain/preload';
import type { FastifyInstance } from 'fastify';
import { isServerRendered } from './page-render.ts';
import { escapeHtml, jsonForScript } from './seo-html.ts';

/** A page's largest picture, preloaded from the HTML so it loads while the script does. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * What the shell carries so a page's first paint needs no API round trip: the answers its first
 * requests would get (keyed by API path, query sorted) and its largest pictures.
 */
export interface PagePreload {
  data: Record<string, unknown>;
  images?: PreloadImage[];
  /** The page's lazy JavaScript chunks and first-screen fonts (seo-route-chunks.ts). */
  modules?: string[];
  fonts?: string[];
}

// The web app's first listing request (features/catalog/api/get-products.ts, use-listing-filters.ts).
// The server renders the page with these answers (decision 033): a drift costs the page one request
// and a mismatch when it hydrates; apps/web/e2e/server-render.e2e.ts checks neither happens.
const LISTING_FIRST_PAGE = {
  sort: DEFAULT_PRODUCT_SORT,
  per_page: String(LISTING_PAGE_SIZE),
  page: '1',
};
/**
 * The product page's first price and gallery colour: the choices its address holds, else SPEC §3's
 * defaults, read as the page reads them (features/product/components/use-product-options.ts). A
 * shared link to a white-gold piece is rendered, priced and its picture preloaded in white gold.
 */
function productChoices(query: string) {
  const chosen = chosenInAddress(new URLSearchParams(query));
  const colour = chosen.goldColour ?? DEFAULT_GOLD_COLOUR;
  const price = new URLSearchParams({
    gold_type: colour,
    gold_carat: chosen.karat ?? DEFAULT_KARAT,
    diamond_clarity: chosen.clarity ?? DEFAULT_PRODUCT_CLARITY,
    quantity: String(chosen.quantity ?? MIN_QUANTITY),
  });
  return { colour, price };
}

type ApiGet = (path: string) => Promise<unknown>;

interface CarouselBody {
  data: { images: string[] }[];
}
interface ProductBody {
  data: ProductPictures;
}
interface ListingBody {
  products: ProductPictures[];
}

/**
 * The answers and pictures for `/`, `/productdetail/{id}`, `/dashboard[/{id}]` and
 * `/price-filter/{max}`, the categories for the other pages the server renders; none elsewhere.
 * `query` is the address's query string without its `?`: a product's choices are priced, while a
 * listing with one asks for something else (filters, sort), so its page is left out.
 */
export async function pagePreloadFor(
  app: FastifyInstance,
  pathname: string,
  query: string,
): Promise<PagePreload> {
  const hasQuery = query !== '';
  const data: Record<string, unknown> = {};
  const get: ApiGet = async (path) => {
    const res = await app.inject({ method: 'GET', url: `/api/${path}` });
    if (res.statusCode !== 200) return undefined;
    const body: unknown = res.json();
    data[preloadKey(path)] = body;
    return body;
  };

  if (pathname === '/') {
    // The hero's slides, the categories, the offers' banner, Top Picks and today's rates.
    const [carousel] = await Promise.all([
      get('home-carousel'),
      get('product-categories'),
      get('offers/live'),
      get('filter-products?fav_product=Y'),
      get('rates'),
    ]);
    const first = (carousel as CarouselBody | undefined)?.data.flatMap((s) => s.images)[0];
    const images = first
      ? [{ href: first, srcset: bannerSrcSet(first), sizes: HERO_IMAGE_SIZES }]
      : [];
    return { data, images };
  }

  const product = /^\/productdetail\/(\d{1,9})$/i.exec(pathname);
  if (product) {
    const id = Number(product[1]);
    const { colour, price } = productChoices(query);
    const [body] = await Promise.all([
      get(`products/${id}`),
      get(`products/${id}/price?${price}`),
      get('product-categories'),
    ]);
    // The gallery opens in the chosen colour (apps/web/src/features/product/components/gallery-media.ts).
    const p = (body as ProductBody | undefined)?.data;
    const first = p ? imagesInColour(p, colour)[0] : undefined;
    const images = first
      ? [{ href: first, srcset: imageSrcSet(first), sizes: PRODUCT_IMAGE_SIZES }]
      : [];
    return { data, images };
  }

  // A listing's first page: a category's, every piece's (/dashboard) or a budget's (/price-filter).
  const category = /^\/dashboard(?:\/(\d{1,9}))?$/i.exec(pathname);
  const budget = /^\/price-filter\/(\d{1,9})$/i.exec(pathname)?.[1];
  if (category || budget) {
    const listing = new URLSearchParams(
      budget
        ? { max_amount: budget, ...LISTING_FIRST_PAGE, sort: PRICE_FILTER_SORT }
        : { ...(category?.[1] ? { category_id: category[1] } : {}), ...LISTING_FIRST_PAGE },
    );
    const [, body] = await Promise.all([
      get('product-categories'),
      hasQuery ? undefined : get(`filter-products?${listing}`),
    ]);
    // The first row of cards, as the card picks its picture with no colour filter.
    const firstRow = ((body as ListingBody | undefined)?.products ?? []).slice(
      0,
      LISTING_EAGER_CARDS,
    );
    const images = firstRow
      .map((p) => pictureFor(p))
      .filter((src): src is string => Boolean(src))
      .map((src) => ({ href: src, srcset: imageSrcSet(src), sizes: LISTING_IMAGE_SIZES }));
    return { data, images };
  }
  // Every other page the server renders shows the categories (the footer's list, the accessories'
  // tiles).
  if (isServerRendered(pathname)) await get('product-categories');
  return { data };
}

/** The shell with the preload link and the answers, just before `</head>`. */
export function injectPreload(html: string, preload: PagePreload): string {
  const tags: string[] = [];
  for (const image of preload.images ?? []) {
    const attrs = [`rel="preload"`, `as="image"`, `href="${escapeHtml(image.href)}"`];
    if (image.srcset && image.sizes)
      attrs.push(
        `imagesrcset="${escapeHtml(image.srcset)}"`,
        `imagesizes="${escapeHtml(image.sizes)}"`,
      );
    attrs.push(`fetchpriority="high"`);
    tags.push(`<link ${attrs.join(' ')} />`);
  }
  for (const href of preload.fonts ?? [])
    tags.push(
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`,
    );
  for (const href of preload.modules ?? [])
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  if (Object.keys(preload.data).length > 0)
    // Not executable (type application/json), so the CSP needs nothing; escaped like JSON-LD.
    tags.push(
      `<script type="application/json" id="${PRELOAD_SCRIPT_ID}">${jsonForScript(preload.data)}</script>`,
    );
  if (tags.length === 0) return html;
  return html.replace(/\s*<\/head>/i, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
