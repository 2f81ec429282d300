import { recomputeListPrices, schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from './accounts.ts';
import { insertCatalogueFixture } from './catalogue-fixture.ts';
import { addAddress, addCartLine, placeOrder, userIdOf } from './orders.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { defined } from '@kanak/db/testing';

/**
 * No N+1 reads (issue 9): a list costs the same number of SQL statements whatever its length.
 * Each case reads a short list, grows it, and reads it again.
 */
let t: TestApp;
let statements: string[] = [];
let token: string;
let userId: number;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (sql) => statements.push(sql) });
  await insertCatalogueFixture(t.app.database);
  await t.app.database.db.insert(schema.products).values(
    Array.from({ length: 12 }, (_, i) => ({
      name: `Plain Band ${i + 1}`,
      productCode: `Q-BAND-${i + 1}`,
      productCategoryId: 20,
      metalWeightMg: 2000 + i * 100,
      images: ['/media/products/q/rose-1-640.webp'],
    })),
  );
  await recomputeListPrices(t.app.database.db);
  productIds = (await t.app.database.db.select({ id: schema.products.id }).from(schema.products)).map((r) => r.id);
  const r = new Recorder(t.app);
  const account = signup(1);
  token = await r.registerAndVerify(account);
  userId = await userIdOf(t.app, account.email);
});
afterAll(() => t.close());

const auth = () => ({ authorization: `Bearer ${token}` });
let warmUps = 0;
async function countStatements(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A catalogue miss first, so today's rate card is remembered before counting.
  await t.app.inject({ method: 'GET', url: `/api/filter-products?per_page=1&page=${++warmUps}` });
  statements = [];
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return statements.length;
}

describe('lists cost the same number of statements at any length', () => {
  it('filter-products and a category', async () => {
    const two = await countStatements('/api/filter-products?per_page=2&sort=price_asc');
    const twelve = await countStatements('/api/filter-products?per_page=12&sort=price_asc');
    expect(twelve).toBe(two);
    expect(two).toBeLessThanOrEqual(3);
    const rings = await countStatements('/api/products/category/24');
    const pendants = await countStatements('/api/products/category/20');
    expect(pendants).toBe(rings);
  });

  it('the cart and the wishlist', async () => {
    const pendants = productIds.slice(-6);
    await addCartLine(t.app, userId, defined(pendants[0], 'pendants[0]'));
    await t.app.database.db.insert(schema.favorites).values({ userId, productId: defined(pendants[0], 'pendants[0]') });
    const cartOfOne = await countStatements('/api/view-cart', auth());
    const wishlistOfOne = await countStatements('/api/favorites', auth());
    for (const id of pendants.slice(1)) {
      await addCartLine(t.app, userId, id);
      await t.app.database.db.insert(schema.favorites).values({ userId, productId: id });
    }
    expect(await countStatements('/api/view-cart', auth())).toBe(cartOfOne);
    expect(await countStatements('/api/favorites', auth())).toBe(wishlistOfOne);
  });

  it('adding to the cart: the session and one statement that writes the line and reads the cart (decision 032)', async () => {
    const add = async (productId: number) => {
      await t.app.inject({ method: 'GET', url: `/api/filter-products?per_page=1&page=${++warmUps}` });
      statements = [];
      const res = await t.app.inject({ method: 'POST', url: '/api/cart', headers: auth(), payload: { product_id: productId, gold_type: 'rose_gold', gold_carat: '14k' } });
      expect(res.statusCode, res.body).toBe(201);
      return statements.length;
    };
    const bands = productIds.slice(-12, -6);
    const first = await add(defined(bands[0], 'bands[0]'));
    for (const id of bands.slice(1, -1)) await add(id);
    expect(await add(defined(bands.at(-1), 'bands.at(-1)'))).toBe(first);
    expect(first).toBe(2);
  });

  it('the order list', async () => {
    const addressId = await addAddress(t.app, userId);
    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: auth() });
    const order = async (productId: number) => {
      const line = await addCartLine(t.app, userId, productId);
      const quote = await placeOrder(t.app, token, { cartIds: [line], addressId, total: 1, first: 1 });
      const total = quote.json().total_price as number;
      const first = Math.ceil(total * 0.75);
      const res = await placeOrder(t.app, token, { cartIds: [line], addressId, total, first });
      expect(res.statusCode, res.body).toBe(201);
    };
    await order(defined(productIds.at(-1), 'productIds.at(-1)'));
    const one = await countStatements('/api/orders', auth());
    await order(defined(productIds.at(-2), 'productIds.at(-2)'));
    await order(defined(productIds.at(-3), 'productIds.at(-3)'));
    expect(await countStatements('/api/orders', auth())).toBe(one);
  });
});
