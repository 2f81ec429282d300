import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../../../test/accounts.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let r: Recorder;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let retired: number;
let asha: string;
let ravi: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogueFixture(t.app.database);
  const [row] = await t.app.database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, 'Retired Ring'));
  retired = row!.id;
  r = new Recorder(t.app);
  asha = await r.registerAndVerify(signup(1));
  ravi = await r.registerAndVerify(signup(2));
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => r.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const add = (token: string, payload: Record<string, unknown>) =>
  call(token, 'POST', '/cart', payload);
const clear = (token: string) => call(token, 'DELETE', '/cart');
const ring = (extra: Record<string, unknown> = {}) => ({
  product_id: ids.aanya,
  gold_type: 'rose_gold',
  gold_carat: '14k',
  ring_size: 12,
  ...extra,
});

describe('pricing a cart line', () => {
  it('prices the Aanya ring at rose 14k with the default clarity SI-I IJ, worked out by hand', async () => {
    await clear(asha);
    const res = await add(asha, ring({ quantity: 2, user_id: 999 }));
    expect(res.statusCode).toBe(201);
    const { item, data, total_price, count } = res.json();
    // gold 3.45 g × ₹4,680 = ₹16,146; diamond 0.25 ct × ₹45,000 = ₹11,250; making 3.45 × ₹4,000 =
    // ₹13,800; ₹41,196 + 3% GST ₹1,235.88 = ₹42,431.88 → ₹42,432 a piece
    expect(item).toMatchObject({
      product_id: ids.aanya,
      quantity: 2,
      gold_type: 'rose_gold',
      gold_carat: '14k',
      diamond_clarity: 'SI-I IJ',
      ring_size: 12,
      unit_price: 42_432,
      breakdown: {
        gold_price: 16_146,
        diamond_price: 11_250,
        stones_price: 0,
        making_charge: 13_800,
        gst_amount: 1_235.88,
      },
      totalPrice: 84_864,
    });
    expect(item.product).toMatchObject({
      id: ids.aanya,
      name: 'Aanya Solitaire Ring',
      ring_sizes: [10, 11, 12, 13, 14],
    });
    expect(data).toEqual([item]);
    expect([total_price, count]).toEqual([84_864, 1]);
  });

  it('sums the lines at their own options into total_price', async () => {
    await clear(asha);
    await add(
      asha,
      ring({ gold_type: 'white_gold', gold_carat: '18k', diamond_clarity: 'VS-SI GH' }),
    );
    await add(asha, {
      product_id: ids.meher,
      gold_type: 'yellow_gold',
      gold_carat: '14k',
      quantity: 3,
    });
    const res = await call(asha, 'GET', '/view-cart');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Aanya white 18k VS-SI GH: ₹20,976 + ₹16,250 + ₹13,800 = ₹51,026 + ₹1,530.78 → ₹52,557
    // Meher yellow 14k: ₹9,360 + ruby ₹1,500 + ₹8,000 = ₹18,860 + ₹565.80 → ₹19,426, × 3 = ₹58,278
    expect(
      body.data.map((l: { unit_price: number; totalPrice: number }) => [
        l.unit_price,
        l.totalPrice,
      ]),
    ).toEqual([
      [52_557, 52_557],
      [19_426, 58_278],
    ]);
    expect(body.total_price).toBe(110_835);
    expect(body.count).toBe(2);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('adding merges the same choice', () => {
  it('adds quantities for the same product and options, answering 200 on the merge', async () => {
    await clear(asha);
    const first = await add(asha, ring());
    const second = await add(asha, ring({ quantity: 2, diamond_clarity: 'SI-I IJ' }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().item).toMatchObject({ id: first.json().item.id, quantity: 3 });
    expect(second.json().count).toBe(1);
    expect(second.json().message).toBeUndefined();
  });

  it('keeps separate lines for another metal, purity, clarity or ring size', async () => {
    await clear(asha);
    await add(asha, ring());
    await add(asha, ring({ gold_type: 'white_gold' }));
    await add(asha, ring({ gold_carat: '18k' }));
    await add(asha, ring({ diamond_clarity: 'IF-VVS EF' }));
    await add(asha, ring({ ring_size: 13 }));
    const res = await add(asha, ring({ ring_size: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json().count).toBe(6);
  });

  it('merges a ring added twice without a size', async () => {
    await clear(asha);
    await add(asha, ring({ ring_size: undefined }));
    const res = await add(asha, ring({ ring_size: null }));
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ quantity: 2, ring_size: null });
  });

  it('caps a merge at 5 pieces and says so', async () => {
    await clear(asha);
    await add(asha, ring({ quantity: 4 }));
    const res = await add(asha, ring({ quantity: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().item.quantity).toBe(5);
    expect(res.json().message).toBe('You can order at most 5 of a piece.');
  });

  it('adds up concurrent adds of the same choice into one line', async () => {
    await clear(asha);
    const answers = await Promise.all([1, 2, 3].map(() => add(asha, ring())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const cart = (await call(asha, 'GET', '/view-cart')).json();
    expect(cart.data.map((l: { quantity: number }) => l.quantity)).toEqual([3]);
  });

  it('accepts the SPEC client form post', async () => {
    await clear(asha);
    const res = await r.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...auth(asha), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `user_id=7&product_id=${ids.tara}&quantity=2&gold_type=rose_gold&gold_carat=18k&diamond_clarity=&ring_size=`,
    });
    expect(res.statusCode).toBe(201);
    // Tara rose 18k SI-I IJ: ₹9,000 + ₹4,500 + ₹6,000 = ₹19,500 + ₹585 = ₹20,085
    expect(res.json().item).toMatchObject({
      quantity: 2,
      diamond_clarity: 'SI-I IJ',
      ring_size: null,
      unit_price: 20_085,
    });
  });
});

describe('refusing bad lines', () => {
  const refused = async (payload: Record<string, unknown>, field: string, message: string) => {
    const res = await add(asha, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  };

  it('refuses quantities outside 1 to 5', async () => {
    await refused(ring({ quantity: 0 }), 'quantity', 'Quantity must be between 1 and 5.');
    await refused(ring({ quantity: 6 }), 'quantity', 'Quantity must be between 1 and 5.');
    await refused(ring({ quantity: 1.5 }), 'quantity', 'Quantity must be between 1 and 5.');
  });

  it('refuses ring sizes outside 6 to 25', async () => {
    await refused(
      ring({ ring_size: 5 }),
      'ring_size',
      'Ring size must be a whole number from 6 to 25.',
    );
    await refused(
      ring({ ring_size: 26 }),
      'ring_size',
      'Ring size must be a whole number from 6 to 25.',
    );
  });

  it('refuses a ring size on a pendant and a size the ring is not made in', async () => {
    const pendant = {
      product_id: ids.meher,
      gold_type: 'rose_gold',
      gold_carat: '14k',
      ring_size: 12,
    };
    await refused(pendant, 'ring_size', 'This piece is not a ring, so it takes no ring size.');
    await refused(ring({ ring_size: 20 }), 'ring_size', 'This ring is not made in that size.');
  });

  it('refuses an unknown metal, purity or clarity', async () => {
    await refused(ring({ gold_type: 'pink_gold' }), 'gold_type', 'Please choose a metal colour.');
    await refused(ring({ gold_carat: '22k' }), 'gold_carat', 'Please choose a gold purity.');
    await refused(
      ring({ diamond_clarity: 'FL' }),
      'diamond_clarity',
      'Please choose a diamond clarity.',
    );
    await refused({ product_id: ids.aanya }, 'gold_type', 'Please choose a metal colour.');
  });

  it('answers 404 for an unknown or retired product', async () => {
    for (const product_id of [999_999, retired]) {
      const res = await add(asha, ring({ product_id, ring_size: undefined }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });
});

describe('changing and emptying the cart', () => {
  it('sets a line quantity and removes a line, answering the cart', async () => {
    await clear(asha);
    const id = (await add(asha, ring())).json().item.id;
    await add(asha, {
      product_id: ids.noor,
      gold_type: 'yellow_gold',
      gold_carat: '14k',
      ring_size: 8,
    });
    const updated = await call(asha, 'POST', `/cart/update/${id}`, { quantity: 4 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data[0]).toMatchObject({ id, quantity: 4, totalPrice: 4 * 42_432 });
    expect((await call(asha, 'POST', `/cart/update/${id}`, { quantity: 6 })).statusCode).toBe(422);
    const removed = await call(asha, 'DELETE', `/cart-remove/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((l: { product_id: number }) => l.product_id)).toEqual([
      ids.noor,
    ]);
    expect((await call(asha, 'DELETE', `/cart-remove/${id}`)).json()).toEqual({
      message: 'Cart item not found',
    });
  });

  it('empties the cart with POST cart/clear and with DELETE cart', async () => {
    for (const [method, url] of [
      ['POST', '/cart/clear'],
      ['DELETE', '/cart'],
    ] as const) {
      await add(asha, ring());
      const res = await call(asha, method, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [], total_price: 0, count: 0 });
    }
  });
});

describe("another customer's cart", () => {
  it("answers 404 for another customer's line, exactly as for an unknown one, and never lists it", async () => {
    await clear(asha);
    await clear(ravi);
    const id = (await add(ravi, ring())).json().item.id;
    const unknown = await call(asha, 'POST', '/cart/update/999999', { quantity: 2 });
    for (const res of [
      await call(asha, 'POST', `/cart/update/${id}`, { quantity: 2 }),
      await call(asha, 'DELETE', `/cart-remove/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    await call(asha, 'DELETE', '/cart');
    expect((await call(asha, 'GET', '/view-cart')).json().count).toBe(0);
    expect((await call(ravi, 'GET', '/view-cart')).json().data).toMatchObject([
      { id, quantity: 1 },
    ]);
  });

  it("merges only into the customer's own line", async () => {
    await clear(asha);
    const res = await add(asha, ring());
    expect(res.statusCode).toBe(201);
    expect(res.json().item.quantity).toBe(1);
  });
});

describe('without a session', () => {
  it('answers 401 Access token not found on every cart call', async () => {
    for (const [method, url] of [
      ['GET', '/api/view-cart'],
      ['POST', '/api/cart'],
      ['POST', '/api/cart/update/1'],
      ['DELETE', '/api/cart-remove/1'],
      ['POST', '/api/cart/clear'],
      ['DELETE', '/api/cart'],
    ] as const) {
      const res = await r.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Access token not found' });
    }
  });

  it('answers 401 with a revoked token', async () => {
    const token = await r.registerAndVerify(signup(3));
    await r.inject({ method: 'POST', url: '/api/logout', headers: auth(token) });
    const res = await call(token, 'GET', '/view-cart');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/token/);
  });

  it('never leaks a secret in any answer', () => {
    expect(r.leaks()).toEqual([]);
  });
});
