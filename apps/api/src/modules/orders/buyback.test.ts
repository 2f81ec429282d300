import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';

setupShop(21);

const buyback = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}/buyback`, headers: { authorization: `Bearer ${token}` } });

/** Places an order of the given cart lines at today's total with a 71% advance. */
async function order(cartIds: number[]): Promise<number> {
  const quote = await placeOrder(t.app, asha, { cartIds, addressId: address, total: 1, first: 1 });
  const total = quote.json().total_price as number;
  const res = await placeOrder(t.app, asha, { cartIds, addressId: address, total, first: Math.floor(total * 0.71) });
  expect(res.statusCode).toBe(201);
  return res.json().order.id as number;
}

const setOrder = (id: number, values: Partial<typeof schema.orders.$inferInsert>) =>
  t.app.database.db.update(schema.orders).set(values).where(eq(schema.orders.id, id));

describe('GET /orders/{id}/buyback', () => {
  let delivered: number;
  let pending: number;

  beforeAll(async () => {
    const ring = await addCartLine(t.app, ashaId, ids.aanya); // rose 14k, SI-I IJ
    const pendants = await addCartLine(t.app, ashaId, ids.meher, { quantity: 2 });
    delivered = await order([ring, pendants]);
    pending = await order([await addCartLine(t.app, ashaId, ids.noor)]);
    await setOrder(delivered, { status: 'delivered', deliveredAt: new Date('2025-01-15T09:00:00Z') });
    // Today's card differs from the one the order locked: rose 14k now ₹5,000 a gram.
    await t.app.database.db.insert(schema.rateCards).values({
      gold: {
        rose_gold: { '14k': 5_000_00, '18k': 6_000_00 },
        white_gold: { '14k': 4_750_00, '18k': 6_080_00 },
        yellow_gold: { '14k': 4_680_00, '18k': 6_000_00 },
      },
      diamond: { 'IF-VVS EF': 1_00_000_00, 'VVS-VS FG': 80_000_00, 'VS-SI GH': 65_000_00, 'SI-I IJ': 45_000_00 },
    });
  });

  it('values a delivered order at today’s rates under the policy', async () => {
    const res = await buyback(asha, delivered);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Aanya: 3.45 g × ₹5,000 = ₹17,250; 0.25 ct × ₹45,000 × 92% = ₹10,350; 3% of ₹27,600 = ₹828.
    // Meher ×2: 2 g × ₹5,000 = ₹10,000 each; Ruby ₹1,500 × 80% = ₹1,200 each; 3% of ₹22,400 = ₹672.
    expect(body.items).toEqual([
      { order_item_id: expect.any(Number), name: 'Aanya Solitaire Ring', quantity: 1, gold_value: 17_250, diamond_value: 10_350, gemstone_value: 0, processing_charge: 828, estimate: 26_772 },
      { order_item_id: expect.any(Number), name: 'Meher Gold Pendant', quantity: 2, gold_value: 20_000, diamond_value: 0, gemstone_value: 2_400, processing_charge: 672, estimate: 21_728 },
    ]);
    expect(body.total_estimate).toBe(48_500);
    expect(body.valid_until).toBe('2030-01-15T09:00:00.000Z');
    expect(Date.parse(body.rates_date)).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('scales to the finished weight when one was recorded', async () => {
    // Ordered 3.45 g + 2 × 2 g = 7.45 g; finished 7.6 g → ring 3.519 g, pendant 2.04 g.
    await setOrder(delivered, { finishedWeightMg: 7600 });
    const body = (await buyback(asha, delivered)).json();
    expect(body.items[0].gold_value).toBe(17_595);
    expect(body.items[1].gold_value).toBe(20_400);
    await setOrder(delivered, { finishedWeightMg: null });
  });

  it('refuses an order that is not delivered, or delivered more than 5 years ago', async () => {
    const res = await buyback(asha, pending);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A buyback estimate is available for delivered orders within 5 years.' });
    await setOrder(pending, { status: 'delivered', deliveredAt: new Date(Date.now() - 5 * 366 * 24 * 3600 * 1000) });
    expect((await buyback(asha, pending)).statusCode).toBe(409);
  });

  it('answers another customer’s order as not found', async () => {
    const res = await buyback(ravi, delivered);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${delivered}/buyback` })).statusCode).toBe(401);
  });
});
