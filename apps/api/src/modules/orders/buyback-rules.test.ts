/**
 * The buyback estimate of a delivered order (GET orders/{id}/buyback; SPEC §9 Policies), from the
 * mutation run of 28 November (issue 37): only an order that is delivered, and still within five
 * years of its delivery, is valued; a finished diamond weight values the diamond pieces at it; the
 * estimate names the rate card it used, and there is none while no rate card is in force.
 */
import { eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { MESSAGES } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

setupShop(1031);

const YEAR = 365.25 * 24 * 3600 * 1000;
const buyback = (id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}/buyback`,
    headers: { authorization: `Bearer ${asha}` },
  });
const setOrder = (id: number, values: Partial<typeof schema.orders.$inferInsert>) =>
  t.app.database.db.update(schema.orders).set(values).where(eq(schema.orders.id, id));

let ringSize = 6;
/** An order of the given products (rose 14k, SI-I IJ) at today's total, delivered `deliveredAt`. */
async function deliveredOrder(
  productIds: number[],
  deliveredAt = new Date(Date.now() - 30 * 24 * 3600 * 1000),
  quantities: Record<number, number> = {},
): Promise<number> {
  const cartIds = [];
  for (const productId of productIds)
    cartIds.push(
      await addCartLine(t.app, ashaId, productId, {
        ringSize: ringSize++,
        quantity: quantities[productId] ?? 1,
      }),
    );
  const quote = await placeOrder(t.app, asha, { cartIds, addressId: address, total: 1, first: 1 });
  const total = quote.json().total_price as number;
  const res = await placeOrder(t.app, asha, {
    cartIds,
    addressId: address,
    total,
    first: Math.ceil(total * 0.71),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().order.id as number;
  await setOrder(id, { status: 'delivered', deliveredAt });
  return id;
}

describe('which orders are valued', () => {
  it('values an order delivered almost five years ago, valid until five years after its delivery', async () => {
    const deliveredAt = new Date(Date.now() - 5 * YEAR + 24 * 3600 * 1000);
    const id = await deliveredOrder([ids.noor], deliveredAt);
    const res = await buyback(id);
    expect(res.statusCode, res.body).toBe(200);
    const validUntil = Date.parse(res.json().valid_until);
    expect(validUntil).toBeGreaterThan(Date.now());
    expect(validUntil - deliveredAt.getTime()).toBeGreaterThanOrEqual(5 * 365 * 24 * 3600 * 1000);
  });

  it('does not value an order that was delivered and then returned, nor one marked delivered with no delivery date', async () => {
    const returned = await deliveredOrder([ids.noor]);
    await setOrder(returned, { status: 'returned' });
    const res = await buyback(returned);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.buyback.unavailable);
    const undated = await deliveredOrder([ids.noor]);
    await setOrder(undated, { deliveredAt: null });
    expect((await buyback(undated)).statusCode).toBe(409);
  });
});

describe('what the estimate is made of', () => {
  it('values the diamonds at the finished diamond weight, shared between the diamond pieces as they were ordered', async () => {
    // Aanya 0.25 ct and Tara 0.10 ct ordered, 0.42 ct finished: 0.30 ct and 0.12 ct.
    const id = await deliveredOrder([ids.aanya, ids.tara]);
    const ordered = (await buyback(id)).json();
    // 0.25 ct and 0.10 ct × ₹45,000 × 92%.
    expect(ordered.items.map((i: { diamond_value: number }) => i.diamond_value)).toEqual([
      10_350, 4_140,
    ]);
    await setOrder(id, { finishedDiamondWeightMct: 420 });
    const finished = (await buyback(id)).json();
    expect(finished.items.map((i: { diamond_value: number }) => i.diamond_value)).toEqual([
      12_420, 4_968,
    ]);
    // The metal stays at the ordered weight while none was recorded.
    expect(finished.items.map((i: { gold_value: number }) => i.gold_value)).toEqual(
      ordered.items.map((i: { gold_value: number }) => i.gold_value),
    );
  });

  it('shares a finished diamond weight per piece: a line of two pendants takes two pieces’ share', async () => {
    // Aanya 0.25 ct and two Tara pendants of 0.10 ct: 0.45 ct ordered, 0.54 ct finished:
    // the ring 0.30 ct, each pendant 0.12 ct.
    const id = await deliveredOrder([ids.aanya, ids.tara], undefined, { [ids.tara]: 2 });
    await setOrder(id, { finishedDiamondWeightMct: 540 });
    const body = (await buyback(id)).json();
    // 0.30 ct × ₹45,000 × 92%; 2 × 0.12 ct × ₹45,000 × 92%.
    expect(body.items.map((i: { diamond_value: number }) => i.diamond_value)).toEqual([
      12_420, 9_936,
    ]);
  });

  it('names the date of the rate card in force, and gives no estimate while none is in force', async () => {
    const id = await deliveredOrder([ids.noor]);
    const [card] = await t.app.database.db
      .select()
      .from(schema.rateCards)
      .orderBy(sql`${schema.rateCards.effectiveFrom} desc`)
      .limit(1);
    expect((await buyback(id)).json().rates_date).toBe(card?.effectiveFrom.toISOString());
    const DAY = 24 * 3600 * 1000;
    const shift = (ms: number) =>
      t.app.database.db.update(schema.rateCards).set({
        effectiveFrom: sql`${schema.rateCards.effectiveFrom} + ${ms} * interval '1 millisecond'`,
      });
    await shift(DAY);
    try {
      const res = await buyback(id);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MESSAGES.catalog.pricesUpdating);
    } finally {
      await shift(-DAY);
    }
  });
});
