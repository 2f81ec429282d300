import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogueFixture(t.app.database);
  await t.app.database.db.insert(schema.homeCarousel).values([
    { images: ['/media/carousel/2-640.webp'], sortOrder: 1 },
    { images: ['/media/carousel/1-640.webp'], sortOrder: 0 },
    { images: ['/media/carousel/3-640.webp'], sortOrder: 2, isActive: false },
  ]);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const names = (body: { products: Array<{ name: string }> }) => body.products.map((p) => p.name);

describe('categories and carousel', () => {
  it('lists the categories in menu order', async () => {
    const res = await get('/api/product-categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [24, 'Rings'],
      [20, 'Pendants'],
      [23, 'Customize With Us'],
    ]);
  });

  it('lists only active carousel slides, in order', async () => {
    const res = await get('/api/home-carousel');
    expect(res.json().data.map((s: { images: string[] }) => s.images[0])).toEqual([
      '/media/carousel/1-640.webp',
      '/media/carousel/2-640.webp',
    ]);
  });
});

describe('GET /api/filter-products', () => {
  it('prices every piece at the defaults, worked out by hand', async () => {
    const res = await get('/api/filter-products?sort=price_asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Meher: 2 g × ₹4,680 + ₹8,000 making + ₹1,500 ruby = ₹18,860 + 3% = ₹19,425.80 → ₹19,426
    // Tara: ₹7,020 + 0.1 ct × ₹65,000 + ₹6,000 = ₹19,520 + 3% = ₹20,105.60 → ₹20,106
    // Noor: ₹23,400 + ₹20,000 = ₹43,400 + 3% = ₹44,702; Aanya: ₹46,196 + ₹1,385.88 → ₹47,582
    expect(body.products.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Meher Gold Pendant', 19426],
      ['Tara Diamond Pendant', 20106],
      ['Noor Band Ring', 44702],
      ['Aanya Solitaire Ring', 47582],
    ]);
    expect(body.meta).toEqual({ total: 4, page: 1, per_page: 24 });
  });

  it('filters by amount exactly', async () => {
    expect(names((await get('/api/filter-products?max_amount=19426')).json())).toEqual([
      'Meher Gold Pendant',
    ]);
    expect(names((await get('/api/filter-products?max_amount=19425')).json())).toEqual([]);
    expect(
      names(
        (await get('/api/filter-products?min_amount=20000&max_amount=45000&sort=price_asc')).json(),
      ),
    ).toEqual(['Tara Diamond Pendant', 'Noor Band Ring']);
  });

  it('prices at the chosen metal and purity when filtering by them', async () => {
    // At yellow 18k: Meher ₹12,000 + ₹8,000 + ₹1,500 = ₹21,500 + 3% = ₹22,145; Tara ₹9,000 + ₹6,500 + ₹6,000 → ₹22,145
    const body = (
      await get(
        '/api/filter-products?metal=yellow_gold&gold_purity=18k&max_amount=30000&sort=price_asc',
      )
    ).json();
    expect(body.products.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Meher Gold Pendant', 22145],
      ['Tara Diamond Pendant', 22145],
    ]);
  });

  it('filters by category, best sellers and name words in any order and case', async () => {
    expect(names((await get('/api/filter-products?category_id=24')).json()).sort()).toEqual([
      'Aanya Solitaire Ring',
      'Noor Band Ring',
    ]);
    expect(names((await get('/api/filter-products?fav_product=Y')).json())).toEqual([
      'Noor Band Ring',
    ]);
    expect(names((await get('/api/filter-products?name=solit')).json())).toEqual([
      'Aanya Solitaire Ring',
    ]);
    expect(names((await get('/api/filter-products?name=RING%20aanya')).json())).toEqual([
      'Aanya Solitaire Ring',
    ]);
    expect(names((await get('/api/filter-products?name=pendant&sort=price_desc')).json())).toEqual([
      'Tara Diamond Pendant',
      'Meher Gold Pendant',
    ]);
    expect(names((await get('/api/filter-products?name=50%25')).json())).toEqual([]);
  });

  it('pages through the results with the total', async () => {
    const body = (await get('/api/filter-products?sort=price_asc&per_page=3&page=2')).json();
    expect(names(body)).toEqual(['Aanya Solitaire Ring']);
    expect(body.meta).toEqual({ total: 4, page: 2, per_page: 3 });
    const past = (await get('/api/filter-products?per_page=3&page=9')).json();
    expect(past.products).toEqual([]);
    expect(past.meta.total).toBe(4);
  });

  it('hides inactive pieces', async () => {
    expect(names((await get('/api/filter-products?name=retired')).json())).toEqual([]);
  });

  it('refuses bad parameters with 422', async () => {
    for (const q of [
      'per_page=101',
      'category_id=99999999999',
      'page=99999999',
      'metal=platinum',
      'gold_purity=22k',
      'min_amount=5000&max_amount=100',
      'page=0',
      'max_amount=abc',
    ]) {
      const res = await get(`/api/filter-products?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors, q).toBeTypeOf('object');
    }
  });
});

describe('a product', () => {
  it('carries every field of the spec with the rate card in rupees', async () => {
    const res = await get(`/api/products/${ids.aanya}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      name: 'Aanya Solitaire Ring',
      metal_weight: 3.45,
      diamond_weight: 0.25,
      product_is_diamond: true,
      ring: true,
      ring_sizes: [10, 11, 12, 13, 14],
      price: 47582,
      total_gold_amount: 16146,
      category: { id: 24, name: 'Rings' },
      other_info_point1: { isRing: true },
      product_pink_images: ['/media/products/a/rose-1-640.webp'],
    });
    expect(p.gold_price.white_gold['18k']).toBe(6080);
    expect(p.diamond_price['VS-SI GH']).toBe(65000);
  });

  it('lists a category', async () => {
    const res = await get('/api/products/category/20');
    expect(
      res
        .json()
        .data.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Meher Gold Pendant', 'Tara Diamond Pendant']);
  });

  it('answers unknown ids with 404 and malformed ids with 422', async () => {
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/products/category/999')).statusCode).toBe(404);
    expect((await get('/api/products/abc')).statusCode).toBe(422);
    expect((await get('/api/products/999999/price')).statusCode).toBe(404);
  });
});

describe('GET /api/products/{id}/price', () => {
  it('breaks the price up for the chosen options and quantity', async () => {
    const res = await get(
      `/api/products/${ids.aanya}/price?gold_type=rose_gold&gold_carat=18k&diamond_clarity=VS-SI%20GH&quantity=2`,
    );
    // gold 3.45 × ₹6,000 = ₹20,700; diamond ₹16,250; making ₹13,800; GST 3% of ₹50,750 = ₹1,522.50 → ₹52,272.50 → ₹52,273
    expect(res.json()).toEqual({
      gold_price: 20700,
      diamond_price: 16250,
      stones_price: 0,
      making_charge: 13800,
      gst_amount: 1522.5,
      unit_price: 52273,
      quantity: 2,
      totalPrice: 104546,
      making_discount: 0,
      diamond_discount: 0,
      original_total: 104546,
      offer: null,
    });
  });

  it('uses the product page defaults when no option is given', async () => {
    expect((await get(`/api/products/${ids.aanya}/price`)).json().totalPrice).toBe(47582);
  });

  it('refuses options outside the lists', async () => {
    for (const q of [
      'gold_type=platinum',
      'gold_carat=24k',
      'diamond_clarity=FL',
      'quantity=6',
      'quantity=0',
    ]) {
      expect((await get(`/api/products/${ids.aanya}/price?${q}`)).statusCode, q).toBe(422);
    }
  });
});

describe('caching', () => {
  it('answers a repeat with If-None-Match with 304 and no body', async () => {
    const first = await get(`/api/products/${ids.tara}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get(`/api/products/${ids.tara}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the ETag when the rate card changes', async () => {
    const before = (await get('/api/rates')).headers.etag;
    const card = (await get('/api/rates')).json().data;
    expect(card.gold_price.rose_gold['14k']).toBe(4680);
    await t.app.database.db.insert(schema.rateCards).values({
      gold: {
        rose_gold: { '14k': 4_700_00, '18k': 6_000_00 },
        white_gold: { '14k': 4_750_00, '18k': 6_080_00 },
        yellow_gold: { '14k': 4_680_00, '18k': 6_000_00 },
      },
      diamond: {
        'IF-VVS EF': 1_00_000_00,
        'VVS-VS FG': 80_000_00,
        'VS-SI GH': 65_000_00,
        'SI-I IJ': 45_000_00,
      },
    });
    // A write straight into the database reaches the cache through NOTIFY, which PostgreSQL
    // delivers a moment after the commit: the next reads see it, not necessarily the very next.
    await expect.poll(async () => (await get('/api/rates')).json().data.gold_price.rose_gold['14k']).toBe(4700);
    expect((await get('/api/rates')).headers.etag).not.toBe(before);
  });
});
