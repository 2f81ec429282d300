import { describe, expect, it } from 'vitest';
import { signup } from '../../../test/accounts.ts';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { add, asha, auth, call, clear, database, ids, r, ravi, retired, ring, setupCartTests } from '../../../test/cart.ts';

setupCartTests();

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

  it('refuses a ring size on a pendant and a size the ring is not made in, writing no line', async () => {
    await clear(asha);
    const pendant = {
      product_id: ids.meher,
      gold_type: 'rose_gold',
      gold_carat: '14k',
      ring_size: 12,
    };
    await refused(pendant, 'ring_size', 'This piece is not a ring, so it takes no ring size.');
    await refused(ring({ ring_size: 20 }), 'ring_size', 'This ring is not made in that size.');
    expect((await call(asha, 'GET', '/view-cart')).json().count).toBe(0);
  });

  it('keeps the lines already in the cart when a ring size is refused', async () => {
    await clear(asha);
    const first = await add(asha, ring());
    await refused(ring({ ring_size: 20 }), 'ring_size', 'This ring is not made in that size.');
    const cart = (await call(asha, 'GET', '/view-cart')).json();
    expect(cart.data.map((l: { id: number; quantity: number }) => [l.id, l.quantity])).toEqual([[first.json().item.id, 1]]);
  });

  it('takes any size of the chart for a ring that lists no sizes', async () => {
    await clear(asha);
    const noor = eq(schema.products.id, ids.noor);
    await database().db.update(schema.products).set({ ringSizes: [] }).where(noor);
    try {
      const res = await add(asha, ring({ product_id: ids.noor, ring_size: 21 }));
      expect(res.statusCode).toBe(201);
      expect(res.json().item).toMatchObject({ product_id: ids.noor, ring_size: 21 });
    } finally {
      await database().db.update(schema.products).set({ ringSizes: [8, 9] }).where(noor);
    }
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

  it('answers 404 for an unknown or retired product, writing no line', async () => {
    await clear(asha);
    for (const product_id of [999_999, retired]) {
      const res = await add(asha, ring({ product_id, ring_size: undefined }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
    expect((await call(asha, 'GET', '/view-cart')).json().count).toBe(0);
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
      expect(res.json()).toEqual({ data: [], total_price: 0, count: 0, coupon: null });
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
