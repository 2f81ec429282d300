import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { add, asha, auth, call, clear, ids, r, ring, setupCartTests } from '../../../test/cart.ts';

setupCartTests();

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

describe('sending the cart', () => {
  it('compresses the answer for a browser that takes brotli, and sends it plain to one that does not', async () => {
    await clear(asha);
    await add(asha, ring());
    await add(asha, { product_id: ids.meher, gold_type: 'rose_gold', gold_carat: '14k' });
    const send = (encoding: string) =>
      r.inject({ method: 'POST', url: '/api/cart', headers: { ...auth(asha), 'accept-encoding': encoding }, payload: { product_id: ids.tara, gold_type: 'rose_gold', gold_carat: '14k' } });
    const compressed = await send('gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    const cart = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString());
    expect(cart.count).toBe(3);
    const plain = await send('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.map((l: { id: number }) => l.id)).toEqual(cart.data.map((l: { id: number }) => l.id));
  });
});

it('never leaks a secret in any answer', () => {
  expect(r.leaks()).toEqual([]);
});
