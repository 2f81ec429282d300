import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recomputeListPrices, schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { defined } from '@kanak/db/testing';

const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Kanak · Fine jewellery</title>
<meta name="description" content="Default description." /></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kanak-seo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://kanak.example' });
  ids = await insertCatalogueFixture(t.app.database);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
function jsonLd(html: string) {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(defined(m[1], 'm[1]')) : undefined;
}

describe('the product page shell', () => {
  it('carries the title, description, sharing tags and a Product with its INR list price', async () => {
    const api = (await t.app.inject({ method: 'GET', url: `/api/products/${ids.aanya}` })).json()
      .data;
    const res = await page(`/productdetail/${ids.aanya}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Aanya Solitaire Ring · Kanak</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="A piece." />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://kanak.example/media/products/a/rose-1-1024.webp" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://kanak.example/productdetail/${ids.aanya}" />`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://kanak.example/productdetail/${ids.aanya}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Aanya Solitaire Ring',
      sku: 'T-RG-1',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: api.price,
        availability: 'https://schema.org/MadeToOrder',
      },
    });
    expect(api.price).toBeGreaterThan(0);
  });

  it('escapes a product name that carries markup, in tags and in JSON-LD', async () => {
    const evil = 'Ring</title><script>alert("x")</script> & "quote"';
    await t.app.database.db
      .update(schema.products)
      .set({ name: evil, description: '<img src=x onerror=alert(1)>' })
      .where(eq(schema.products.id, ids.noor));
    await recomputeListPrices(t.app.database.db);
    const html = (await page(`/productdetail/${ids.noor}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>Ring&#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;quote&#34; · Kanak</title>',
    );
    const raw = defined(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1], 'a JSON-LD script');
    expect(raw).not.toContain('<');
    expect(JSON.parse(raw).name).toBe(evil);
  });

  it('leaves an unknown product to the app’s not-found page, out of the index', async () => {
    const res = await page('/productdetail/999999');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('application/ld+json');
  });

  it('gives a category page its name and image', async () => {
    await t.app.database.db
      .update(schema.categories)
      .set({ image: ['/media/categories/24-640.webp'] })
      .where(eq(schema.categories.id, 24));
    const html = (await page('/dashboard/24')).body;
    expect(html).toContain('<title>Rings · Gold and diamond jewellery · Kanak</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://kanak.example/media/categories/24-1024.webp" />',
    );
  });

  it('reads index.html again when a deploy changes it', async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      SHELL.replace('<div id="root">', '<div id="root" data-build="2">'),
    );
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect((await page('/aboutus')).body).toContain('data-build="2"');
  });
});

describe('search engine files', () => {
  it('lists every active product and category in the sitemap with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const id of [ids.aanya, ids.meher, ids.tara, ids.noor]) {
      expect(res.body).toContain(`<loc>https://kanak.example/productdetail/${id}</loc>`);
    }
    expect(res.body).toContain('<loc>https://kanak.example/dashboard/24</loc>');
    expect(res.body).toContain('<loc>https://kanak.example/aboutus</loc>');
    const retired = await t.app.database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.name, 'Retired Ring'));
    expect(res.body).not.toContain(`/productdetail/${defined(retired[0], 'retired[0]').id}<`);
  });

  it('allows crawling but keeps the API and private pages out, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *\nAllow: /');
    for (const p of ['/api/', '/placeorder', '/myorder', '/addaddress'])
      expect(res.body).toContain(`Disallow: ${p}\n`);
    expect(res.body).toContain('Sitemap: https://kanak.example/sitemap.xml');
  });
});
