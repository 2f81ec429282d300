/**
 * What the customer's order page says of the order's money and its promise (GET order/{id}; SPEC §1,
 * ARCHITECTURE §7, §9, §10), from the survivors of the mutation runs of 28 November (issue 37): the
 * delivery promise runs from the day the advance is paid in full (an advance paid partly from store
 * credit is not paid until the rest comes in), the second payment counts every rupee paid after the
 * advance (the balance and a supplement), and the offer that priced an order is named, and kept when
 * a finished weight prices the order again.
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { deliveryBy } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, grantCredit, orderInProduction, payBalance } from '../../../test/admin.ts';
import { addCartLine, checkoutSignature, orderUpdate, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, 3.45 g and 0.25 ct: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;
const DAY = 24 * 3600 * 1000;

setupShop(1081);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const HOUR = 3600 * 1000;
const ist = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 16);
const orderPage = async (orderId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/order/${orderId}`,
    headers: as(asha),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
};

describe('an advance paid partly from store credit', () => {
  it('promises no delivery until the rest is paid, then promises it from the day the advance was paid in full', async () => {
    await grantCredit(t.app, ashaId, 5_000);
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 9 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/advance-payment`,
      headers: as(asha),
      payload: { use_credit: true },
    });
    expect(step.statusCode, step.body).toBe(200);
    const rest = step.json().razor_response as { id: string; amount: number };
    expect(rest.amount).toBe((FIRST - 5_000) * 100);

    const waiting = await orderPage(orderId);
    expect(waiting.status).toBe('pending_advance');
    expect(waiting.ledger.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual(
      [['advance', 5_000]],
    );
    expect(waiting.delivery_by).toBeNull();

    // The credit went in a week before the rest (moved back so the two days cannot promise the same date).
    await t.app.database.db
      .update(schema.payments)
      .set({ signatureVerifiedAt: new Date(Date.now() - 7 * DAY) })
      .where(
        and(eq(schema.payments.orderId, orderId), eq(schema.payments.provider, 'store_credit')),
      );
    const paid = await orderUpdate(t.app, asha, orderId, {
      first_payment_transaction_id: `pay_rest_${orderId}`,
      razorpay_order_id: rest.id,
      razorpay_signature: checkoutSignature(rest.id, `pay_rest_${orderId}`),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await orderPage(orderId);
    expect(order.status).toBe('in_production');
    const advances = order.ledger.filter((l: { kind: string }) => l.kind === 'advance');
    expect(advances.map((l: { amount: number }) => l.amount)).toEqual([5_000, FIRST - 5_000]);
    expect(order.delivery_by).toBe(deliveryBy(new Date(advances[1].created_at), []));
  });
});

/** The workshop's finished weight of the order's metal, in grams: the order's total after it. */
async function weigh(orderId: number, grams: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/finished-weight`,
    headers: as(admin),
    payload: { metal_weight: grams },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.total_price as number;
}

describe('the second payment', () => {
  it('counts every rupee paid after the advance: the balance and the supplement a heavier finished weight made', async () => {
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    await payBalance(t.app, asha, orderId);
    expect((await orderPage(orderId)).second_payment_amount).toBe(RING - FIRST);
    const heavier = await weigh(orderId, 3.5);
    expect(heavier).toBeGreaterThan(RING);
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/balance-payment`,
      headers: as(asha),
    });
    expect(step.statusCode, step.body).toBe(200);
    const supplement = step.json().razor_response as { id: string; amount: number };
    expect(supplement.amount).toBe((heavier - RING) * 100);
    const paid = await orderUpdate(t.app, asha, orderId, {
      second_payment_transaction_id: `pay_sup_${orderId}`,
      razorpay_order_id: supplement.id,
      razorpay_signature: checkoutSignature(supplement.id, `pay_sup_${orderId}`),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await orderPage(orderId);
    expect(order.ledger.map((l: { kind: string }) => l.kind)).toEqual([
      'advance',
      'balance',
      'supplement',
    ]);
    expect(order).toMatchObject({
      amount_paid: heavier,
      amount_due: 0,
      second_payment_amount: heavier - FIRST,
    });
  });
});

/** An offer of the shop's: a code when `code` is given, else automatic; for the categories given. */
async function offer(
  title: string,
  code: string | null,
  categoryIds: number[],
  making: number,
  diamond: number,
): Promise<void> {
  const now = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/offers',
    headers: as(admin),
    payload: {
      title,
      ...(code ? { code } : {}),
      making_discount_percent: making,
      diamond_discount_percent: diamond,
      category_ids: categoryIds,
      starts_at: ist(new Date(now - HOUR)),
      ends_at: ist(new Date(now + 24 * HOUR)),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const RINGS = 24;
const PENDANTS = 20;
const emptyCart = async () => {
  await t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
  await t.app.database.db.delete(schema.cartCoupons).where(eq(schema.cartCoupons.userId, ashaId));
};
const applyCode = async (code: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/coupon',
    headers: as(asha),
    payload: { code },
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** The cart's lines ordered at the cart's total (with its code), the advance paid: the order and its total. */
async function paidOrder(cartIds: number[]): Promise<{ orderId: number; total: number }> {
  const total = (
    await t.app.inject({ method: 'GET', url: '/api/view-cart', headers: as(asha) })
  ).json().total_price as number;
  const placed = await placeOrder(t.app, asha, {
    cartIds,
    addressId: address,
    total,
    first: Math.ceil(total * 0.71),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order.id as number;
  const providerOrderId = placed.json().razor_response.id as string;
  const paid = await orderUpdate(t.app, asha, orderId, {
    first_payment_transaction_id: `pay_adv_${orderId}`,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(providerOrderId, `pay_adv_${orderId}`),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await emptyCart();
  return { orderId, total };
}

describe('the offer an order names', () => {
  it('is the code the customer gave, when one line is under the code and another under an automatic offer', async () => {
    await emptyCart();
    await offer('Pendant days', null, [PENDANTS], 15, 0);
    await offer('Ring code', 'RINGS10', [RINGS], 10, 5);
    // The pendant's line comes first: the automatic offer is the first one the order meets.
    const pendant = await addCartLine(t.app, ashaId, ids.meher, {});
    const ring = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 16 });
    await applyCode('RINGS10');
    const { orderId, total } = await paidOrder([pendant, ring]);
    const order = await orderPage(orderId);
    expect(order.items[0].offer).toMatchObject({ code: null });
    expect(order.items[1].offer).toEqual({ title: 'Ring code', code: 'RINGS10' });
    expect(order.discount).toMatchObject({ code: 'RINGS10', title: 'Ring code' });
    expect(order.discount.saving).toBe(order.discount.original_total - total);
    expect(order.discount.saving).toBeGreaterThan(0);
  });

  it('is the automatic offer that priced a line when no code was given, though the first line had no offer', async () => {
    await emptyCart();
    await offer('Pendant week', null, [PENDANTS], 20, 0);
    // The ring's line, first, is under no offer (it covers pendants only).
    const ring = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 17 });
    const pendant = await addCartLine(t.app, ashaId, ids.tara, {});
    const { orderId, total } = await paidOrder([ring, pendant]);
    const order = await orderPage(orderId);
    expect(order.items[0].offer).toBeNull();
    expect(order.items[1].offer).toMatchObject({ code: null });
    expect(order.discount).toMatchObject({ code: null, title: order.items[1].offer.title });
    expect(order.discount.original_total - total).toBe(order.discount.saving);
  });
});

describe('an order locked under a code before the offer was kept with its lines', () => {
  it('still shows what it saved, naming no offer', async () => {
    await emptyCart();
    await offer('Band code', 'BAND15', [RINGS], 15, 0);
    const ring = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 19 });
    await applyCode('BAND15');
    const { orderId, total } = await paidOrder([ring]);
    // Lines locked before the offer was kept with them carry the cuts but no offer.
    const items = await t.app.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId));
    for (const item of items) {
      const { offer: _kept, ...older } = item.productSnapshot as { offer?: unknown };
      await t.app.database.db
        .update(schema.orderItems)
        .set({ productSnapshot: older as typeof item.productSnapshot })
        .where(eq(schema.orderItems.id, item.id));
    }
    const order = await orderPage(orderId);
    expect(order.items[0].offer).toBeNull();
    expect(order.discount).toMatchObject({ code: null, title: null });
    expect(order.discount.saving).toBe(order.discount.original_total - total);
    expect(order.discount.saving).toBeGreaterThan(0);
  });
});

describe('a finished weight on an order priced under a code', () => {
  it('prices the order as ordered with the code’s cuts, so the change is the finished weight’s alone, and shows no diamond weight it was not given', async () => {
    await emptyCart();
    await offer('Solitaire code', 'SOLO25', [RINGS], 25, 10);
    const ring = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 18 });
    await applyCode('SOLO25');
    const { orderId, total } = await paidOrder([ring]);
    expect(total).toBeLessThan(RING);
    const after = await weigh(orderId, 3.5);
    expect(after).toBeGreaterThan(total);
    const order = await orderPage(orderId);
    expect(order.discount).toMatchObject({ code: 'SOLO25' });
    expect(order.finished_weight).toMatchObject({
      metal_weight: 3.5,
      ordered_metal_weight: 3.45,
      // Weighed for its metal only: no finished diamond weight is shown, not 0 ct.
      diamond_weight: null,
      ordered_total: total,
      change: after - total,
    });
  });
});
