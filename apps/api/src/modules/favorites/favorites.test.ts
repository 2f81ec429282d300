import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../../../test/accounts.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let r: Recorder;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let asha: string;
let ravi: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogueFixture(t.app.database);
  r = new Recorder(t.app);
  asha = await r.registerAndVerify(signup(1));
  ravi = await r.registerAndVerify(signup(2));
});
afterAll(() => t.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  r.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const productIds = (body: { data: { product_id: number }[] }) => body.data.map((f) => f.product_id);

describe('favourites', () => {
  it('saves a product once: 201 the first time, the same favourite with 200 after', async () => {
    const first = await call(asha, 'POST', '/favorites', { product_id: ids.tara, user_id: 99 });
    const again = await call(asha, 'POST', '/favorites', { product_id: ids.tara });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({
      product_id: ids.tara,
      product: { id: ids.tara, name: 'Tara Diamond Pendant', price: 20_106 },
    });
    const list = await call(asha, 'GET', '/favorites');
    expect(list.statusCode).toBe(200);
    expect(productIds(list.json())).toEqual([ids.tara]);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('lists the newest first and removes by favourite id or by product id', async () => {
    const noor = (await call(asha, 'POST', '/favorites', { product_id: ids.noor })).json().data.id;
    await call(asha, 'POST', '/favorites', { product_id: ids.meher });
    expect(productIds((await call(asha, 'GET', '/favorites')).json())).toEqual([
      ids.meher,
      ids.noor,
      ids.tara,
    ]);
    const byId = await call(asha, 'DELETE', `/favorites/${noor}`);
    expect(byId.statusCode).toBe(200);
    expect(productIds(byId.json())).toEqual([ids.meher, ids.tara]);
    const byProduct = await call(asha, 'DELETE', `/favorites/product/${ids.meher}`);
    expect(productIds(byProduct.json())).toEqual([ids.tara]);
    expect((await call(asha, 'DELETE', `/favorites/${noor}`)).statusCode).toBe(404);
    expect((await call(asha, 'DELETE', `/favorites/product/${ids.meher}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product and 422 for a missing one', async () => {
    expect((await call(asha, 'POST', '/favorites', { product_id: 999_999 })).json()).toEqual({
      message: 'Product not found',
    });
    const res = await call(asha, 'POST', '/favorites', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.product_id).toEqual(['Please choose a product.']);
  });

  it("answers 404 for another customer's favourite, as for an unknown one, and never lists it", async () => {
    const theirs = (await call(ravi, 'POST', '/favorites', { product_id: ids.aanya })).json().data
      .id;
    const unknown = await call(asha, 'DELETE', '/favorites/999999');
    const res = await call(asha, 'DELETE', `/favorites/${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(unknown.body);
    expect((await call(asha, 'DELETE', `/favorites/product/${ids.aanya}`)).statusCode).toBe(404);
    expect(productIds((await call(asha, 'GET', '/favorites')).json())).not.toContain(ids.aanya);
    expect(productIds((await call(ravi, 'GET', '/favorites')).json())).toEqual([ids.aanya]);
  });

  it('answers 401 without a session and with a revoked one', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['POST', '/api/favorites'],
      ['DELETE', '/api/favorites/1'],
      ['DELETE', '/api/favorites/product/1'],
    ] as const) {
      const res = await r.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Access token not found' });
    }
    const token = await r.registerAndVerify(signup(3));
    await r.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await call(token, 'GET', '/favorites')).statusCode).toBe(401);
    expect(r.leaks()).toEqual([]);
  });
});
