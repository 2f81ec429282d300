/**
 * More of what the customer's order page shows (GET order/{id}), from the survivors of the mutation
 * run of 28 November (issue 37): the finished weight shared between the pieces of an order of two
 * lines, an offer's saving counted for every piece of a line, when a refund is expected (from when
 * it was sent; none for a refund that failed), the pictures of an order locked before they were kept
 * per colour, and the provider order the payment step offers.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { refundExpectedBy } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction } from '../../../test/admin.ts';
import { addCartLine, checkoutSignature, orderUpdate, placeOrder } from '../../../test/orders.ts';
import { createCode } from '../../../test/tax.ts';
import { defined } from '@kanak/db/testing';
import type { OrderProductSnapshot } from './order-view.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, 3.45 g and 0.25 ct: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(1061);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const orderPage = async (orderId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/order/${orderId}`,
    headers: as(asha),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An order of the cart lines at today's total (the cart's, with any code), its advance paid. */
async function paidOrder(cartIds: number[]): Promise<number> {
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
  return orderId;
}
const emptyCart = () =>
  t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));

describe('an order of two lines', () => {
  it('shares a finished weight between its pieces by what each weighed as ordered, and shows both weights', async () => {
    await emptyCart();
    // The Aanya ring (3.45 g, 0.25 ct) and two Meher pendants (2 g each): 7.45 g, 0.25 ct ordered.
    const ring = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 12 });
    const pendants = await addCartLine(t.app, ashaId, ids.meher, { quantity: 2 });
    const orderId = await paidOrder([ring, pendants]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/finished-weight`,
      headers: as(admin),
      payload: { metal_weight: 7.58, diamond_weight: 0.255 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = await orderPage(orderId);
    // 3.45 g × 7.58 / 7.45 = 3.51 g; each pendant 2 g × 7.58 / 7.45 = 2.035 g.
    expect(
      order.items.map((i: { finished_metal_weight: number }) => i.finished_metal_weight),
    ).toEqual([3.51, 2.035]);
    expect(order.finished_weight).toMatchObject({
      metal_weight: 7.58,
      ordered_metal_weight: 7.45,
      diamond_weight: 0.255,
      ordered_diamond_weight: 0.25,
    });
    expect(Date.parse(order.finished_weight.recorded_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('an offer on a line of two pieces', () => {
  it('saves its cut on each piece, and the order’s saving is what the two pieces would have cost without it', async () => {
    await emptyCart();
    await createCode(t.app, admin, 'PAIR20', 20, 10);
    const pair = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 13, quantity: 2 });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: as(asha),
      payload: { code: 'PAIR20' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const orderId = await paidOrder([pair]);
    await t.app.database.db.delete(schema.cartCoupons).where(eq(schema.cartCoupons.userId, ashaId));
    const { order } = await orderPage(orderId);
    const [item] = order.items;
    // Making 3.45 g × ₹4,000 = ₹13,800, 20% off = ₹2,760 a piece; diamond ₹11,250, 10% off = ₹1,125 a piece.
    expect(item.breakdown).toMatchObject({ making_discount: 2760, diamond_discount: 1125 });
    expect(order.discount).toMatchObject({
      code: 'PAIR20',
      making_discount: 5520,
      diamond_discount: 2250,
      original_total: 2 * RING,
    });
    expect(order.discount.saving).toBe(2 * RING - order.total_price);
  });
});

describe('a refund', () => {
  it('is expected from the day it was sent, and a refund that failed has no expected date', async () => {
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(
      (await orderUpdate(t.app, asha, orderId, { second_payment_msg: 'Ordered by mistake' }))
        .statusCode,
    ).toBe(200);
    // Asked for nine days ago, sent yesterday.
    const DAY = 24 * 3600 * 1000;
    const sentAt = new Date(Date.now() - DAY);
    await t.app.database.db
      .update(schema.refunds)
      .set({ status: 'processed', createdAt: new Date(Date.now() - 9 * DAY), processedAt: sentAt })
      .where(eq(schema.refunds.orderId, orderId));
    const refund = (await orderPage(orderId)).order.ledger.find(
      (l: { kind: string }) => l.kind === 'refund',
    );
    expect(refund.expected_by).toBe(refundExpectedBy(sentAt, []));
    await t.app.database.db
      .update(schema.refunds)
      .set({ status: 'failed', processedAt: null })
      .where(eq(schema.refunds.orderId, orderId));
    const failed = (await orderPage(orderId)).order.ledger.find(
      (l: { kind: string }) => l.kind === 'refund',
    );
    expect(failed).toMatchObject({ status: 'failed', expected_by: null });
  });
});

describe('an unpaid order', () => {
  it('shows the ring size and the address it ships to, and offers the provider order for the advance', async () => {
    await emptyCart();
    // A line left in the cart, so the ordered line's id is not the order line's.
    await addCartLine(t.app, ashaId, ids.noor, { ringSize: 8 });
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 14 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, razorRes } = await orderPage(placed.json().order.id as number);
    expect(order.items[0].ring_size).toBe(14);
    // SPEC's cart_ids and cart_items name the cart lines the order was placed from.
    expect(order.cart_ids).toEqual([line]);
    expect(order.cart_items[0].id).toBe(line);
    expect(order.items[0].id).not.toBe(line);
    expect(order.cart_items[0].ring_size).toBe(14);
    expect(order.address).toEqual({
      recipient_name: 'Asha Rao',
      address: '12 MG Road',
      area: 'Indiranagar',
      state: 'Karnataka',
      pincode: '560001',
      mobile: '9876543210',
      landmark: 'Near the lake',
    });
    expect(razorRes).toEqual({
      id: placed.json().razor_response.id,
      amount: FIRST * 100,
      currency: 'INR',
    });
  });

  it('locked before the pictures were kept per colour shows its one set of pictures for every colour', async () => {
    await emptyCart();
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 15 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    const orderId = placed.json().order.id as number;
    const [row] = await t.app.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId));
    const { imagesByColour: _kept, ...old } = defined(row, 'order item')
      .productSnapshot as OrderProductSnapshot;
    await t.app.database.db
      .update(schema.orderItems)
      .set({ productSnapshot: old })
      .where(eq(schema.orderItems.orderId, orderId));
    const { order } = await orderPage(orderId);
    const one = ['/media/products/a/rose-1-640.webp'];
    expect(order.items[0].images).toEqual({ rose_gold: one, white_gold: one, yellow_gold: one });
  });
});
