import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recomputeListPrices, schema } from '@kanak/db';
import {
  bannerSrcSet,
  HERO_IMAGE_SIZES,
  imageSrcSet,
  LISTING_EAGER_CARDS,
  LISTING_IMAGE_SIZES,
  PRODUCT_IMAGE_SIZES,
} from '@kanak/domain/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { escapeHtml } from './seo-html.ts';
import { preloadKey } from '@kanak/domain/preload';
import { defined } from '@kanak/db/testing';

const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Kanak</title>
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kanak-preload-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  // What the web build writes (apps/web/route-chunks.ts).
  const routes = [
    { pattern: '^/$', files: [], fonts: ['/assets/serif-500-d4.woff2', '//evil.example/f.woff2'] },
    { pattern: '^/productdetail/', files: ['/assets/product-page-a1.js', '/assets/toast-b2.js'] },
    {
      pattern: '^/dashboard(/|$)',
      files: ['/assets/dashboard-c3.js', 'https://evil.example/x.js'],
    },
  ];
  writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify({ routes }));
  t = await createTestApp({ WEB_DIST: dist });
  ids = await insertCatalogueFixture(t.app.database);
  await t.app.database.db.insert(schema.homeCarousel).values([
    { images: ['/media/carousel/1-640.webp'], sortOrder: 0 },
    { images: ['/media/carousel/2-640.webp'], sortOrder: 1 },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const html = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
const api = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/${url}` })).json();
/** The answers the page carries, as the web app reads them. */
function preloaded(page: string): Record<string, unknown> | undefined {
  const m = /<script type="application\/json" id="kanak-preload">([\s\S]*?)<\/script>/.exec(page);
  return m ? JSON.parse(defined(m[1], 'm[1]')) : undefined;
}
const imagePreload = (href: string, srcset: string, sizes: string) =>
  `<link rel="preload" as="image" href="${href}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;

describe('the first answers a page carries in its HTML', () => {
  it('gives the home page its carousel, categories, offers, Top Picks and rates, and preloads the first slide', async () => {
    const page = await html('/');
    expect(preloaded(page)).toEqual({
      'home-carousel': await api('home-carousel'),
      'product-categories': await api('product-categories'),
      'offers/live': await api('offers/live'),
      'filter-products?fav_product=Y': await api('filter-products?fav_product=Y'),
      rates: await api('rates'),
    });
    const first = '/media/carousel/1-640.webp';
    expect(page).toContain(
      imagePreload(first, defined(bannerSrcSet(first), 'bannerSrcSet(first)'), HERO_IMAGE_SIZES),
    );
  });

  it('gives a product page the product, its default price and the first rose-gold picture', async () => {
    const page = await html(`/productdetail/${ids.aanya}`);
    const price = `products/${ids.aanya}/price?gold_type=rose_gold&gold_carat=14k&diamond_clarity=VS-SI+GH&quantity=1`;
    expect(preloaded(page)).toEqual({
      [`products/${ids.aanya}`]: await api(`products/${ids.aanya}`),
      [preloadKey(price)]: await api(price),
      'product-categories': await api('product-categories'),
    });
    const first = '/media/products/a/rose-1-640.webp';
    expect(page).toContain(
      imagePreload(first, defined(imageSrcSet(first), 'imageSrcSet(first)'), PRODUCT_IMAGE_SIZES),
    );
  });

  it('prices a product link at the choices in its address and preloads that colour’s picture (issue 35)', async () => {
    const page = await html(`/productdetail/${ids.aanya}?metal=white_gold&purity=18k&qty=2&x=1`);
    const price = `products/${ids.aanya}/price?gold_type=white_gold&gold_carat=18k&diamond_clarity=VS-SI+GH&quantity=2`;
    expect(preloaded(page)?.[preloadKey(price)]).toEqual(await api(price));
    const white = '/media/products/a/white-1-640.webp';
    expect(page).toContain(
      imagePreload(white, defined(imageSrcSet(white), 'imageSrcSet(white)'), PRODUCT_IMAGE_SIZES),
    );
    expect(page).not.toContain('rose-1-640.webp" imagesrcset');
  });

  it('prices a product link with choices the shop does not offer at SPEC §3’s defaults', async () => {
    const page = await html(`/productdetail/${ids.aanya}?metal=platinum&purity=24k&qty=9`);
    const price = `products/${ids.aanya}/price?gold_type=rose_gold&gold_carat=14k&diamond_clarity=VS-SI+GH&quantity=1`;
    expect(Object.keys(preloaded(page) ?? {})).toContain(preloadKey(price));
  });

  it('gives a category page the first page of its listing and preloads its first row', async () => {
    const listing = 'filter-products?category_id=24&sort=featured&per_page=24&page=1';
    const page = await html('/dashboard/24');
    const answer = (await api(listing)) as { products: { img: string | null; images: string[] }[] };
    expect(preloaded(page)?.[preloadKey(listing)]).toEqual(answer);
    expect(preloadKey(listing)).toBe(
      'filter-products?category_id=24&page=1&per_page=24&sort=featured',
    );
    const pictures = answer.products
      .slice(0, LISTING_EAGER_CARDS)
      .map((p) => p.img ?? p.images[0])
      .filter((src) => src !== undefined);
    expect(pictures).toContain('/media/products/a/rose-1-640.webp');
    for (const src of pictures)
      expect(page).toContain(
        imagePreload(src, defined(imageSrcSet(src), 'imageSrcSet(src)'), LISTING_IMAGE_SIZES),
      );
  });

  it('leaves the listing out when the URL carries filters, which ask for another page', async () => {
    const page = await html('/dashboard/24?metal=white_gold');
    expect(Object.keys(preloaded(page) ?? {})).toEqual(['product-categories']);
    expect(page).not.toContain('rel="preload"');
  });

  it('carries the categories for the other pages the server renders (their footer), nothing elsewhere', async () => {
    const about = await html('/aboutus');
    expect(preloaded(about)).toEqual({ 'product-categories': await api('product-categories') });
    expect(about).not.toContain('rel="preload"');
    for (const url of ['/dashboard/rings', '/myorder']) {
      const page = await html(url);
      expect(page, url).not.toContain('id="kanak-preload"');
      expect(page, url).not.toContain('rel="preload"');
    }
  });

  it('carries no product and no picture for a product that does not exist', async () => {
    const page = await html('/productdetail/999999');
    expect(Object.keys(preloaded(page) ?? {})).toEqual(['product-categories']);
    expect(page).not.toContain('rel="preload"');
  });

  it('writes product text so that it cannot close the script element', async () => {
    const evil = 'Ring</script><script>alert(1)</script><!--';
    await t.app.database.db
      .update(schema.products)
      .set({ name: evil })
      .where(eq(schema.products.id, ids.noor));
    await recomputeListPrices(t.app.database.db);
    // The cached answer is dropped when PostgreSQL's NOTIFY arrives, a moment after the commit.
    const productIn = (page: string) =>
      (preloaded(page)?.[`products/${ids.noor}`] as { data: { name: string } } | undefined)?.data
        .name;
    let page = '';
    await expect
      .poll(async () => {
        page = await html(`/productdetail/${ids.noor}`);
        return productIn(page);
      })
      .toBe(evil);
    expect(page).not.toContain('<script>alert(1)');
  });

  it("names a landing page's lazy chunks as module preloads, and only our own assets", async () => {
    const modulepreload = (href: string) =>
      `<link rel="modulepreload" crossorigin href="${href}" />`;
    const product = await html(`/productdetail/${ids.aanya}`);
    expect(product).toContain(modulepreload('/assets/product-page-a1.js'));
    expect(product).toContain(modulepreload('/assets/toast-b2.js'));
    const category = await html('/dashboard/24');
    expect(category).toContain(modulepreload('/assets/dashboard-c3.js'));
    expect(category).not.toContain('evil.example');
    expect(await html('/aboutus')).not.toContain('modulepreload');
  });

  it('preloads the fonts the home page names, and only there', async () => {
    const home = await html('/');
    expect(home).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/serif-500-d4.woff2" />',
    );
    expect(home).not.toContain('evil.example');
    for (const url of [`/productdetail/${ids.aanya}`, '/dashboard/24', '/aboutus'])
      expect(await html(url), url).not.toContain('as="font"');
  });
});
