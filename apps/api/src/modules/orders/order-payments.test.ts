import { eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { addCartLine, checkoutSignature, orderUpdate, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';
import { expireStaleOrders } from './expiry.ts';
import { defined } from '@kanak/db/testing';

const RING = 42_432;
const FIRST = 30_126;
const ASHA_PHONE = String(9_000_000_000 + 21);

setupShop(21);

/** A fresh cart line of the Aanya ring and an order for it awaiting its advance. */
let ringSize = 6;
async function newOrder() {
  // Each line a different size: the cart keeps one line per option set.
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  const res = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: RING, first: FIRST });
  expect(res.statusCode).toBe(201);
  return { line, orderId: res.json().order.id as number, providerOrderId: res.json().razor_response.id as string };
}

const cartHas = async (line: number) =>
  (await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, line))).length === 1;
const statusOf = async (orderId: number) =>
  defined((await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0], `order ${orderId}`).status;
const firstPayment = (orderId: number, providerOrderId: string, paymentId: string, signature = checkoutSignature(providerOrderId, paymentId)) =>
  orderUpdate(t.app, asha, orderId, {
    _method: 'PUT',
    first_payment_transaction_id: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: signature,
    first_payment_amount_status: 'successful',
  });
const advanceTexts = async () =>
  (await t.app.database.db.select().from(schema.messageOutbox).where(eq(schema.messageOutbox.to, ASHA_PHONE))).filter(
    (m) => m.channel === 'sms' && m.body.includes('received your advance'),
  );

describe('confirming the advance', () => {
  it('refuses a forged signature and changes nothing', async () => {
    const o = await newOrder();
    const res = await firstPayment(o.orderId, o.providerOrderId, 'pay_forged', 'f'.repeat(64));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Payment failed. Please try again.');
    expect(await statusOf(o.orderId)).toBe('pending_advance');
    expect(await cartHas(o.line)).toBe(true);
  });

  it('refuses a genuine signature made for another order', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const signedForB = checkoutSignature(b.providerOrderId, 'pay_for_b');
    expect((await firstPayment(a.orderId, b.providerOrderId, 'pay_for_b', signedForB)).statusCode).toBe(422);
    expect((await firstPayment(a.orderId, a.providerOrderId, 'pay_for_b', signedForB)).statusCode).toBe(422);
    expect(await statusOf(a.orderId)).toBe('pending_advance');
  });

  it('moves the order into production, empties those cart lines, and a replay changes nothing', async () => {
    const o = await newOrder();
    const before = (await advanceTexts()).length;
    const res = await firstPayment(o.orderId, o.providerOrderId, 'pay_once');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Order Placed Successfully',
      order: {
        status: 'in_production',
        production_stage: 'designing',
        first_payment_amount_status: 'successful',
        first_payment_msg: 'Payment successful',
        first_payment_transaction_id: 'pay_once',
        order_message: 'Order placed successfully',
      },
    });
    expect(await cartHas(o.line)).toBe(false);
    const replay = await firstPayment(o.orderId, o.providerOrderId, 'pay_once');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order).toEqual(res.json().order);
    expect((await advanceTexts()).length - before).toBe(1);
  });

  it('applies two confirmations arriving together once', async () => {
    const o = await newOrder();
    const before = (await advanceTexts()).length;
    const both = await Promise.all([firstPayment(o.orderId, o.providerOrderId, 'pay_twice'), firstPayment(o.orderId, o.providerOrderId, 'pay_twice')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusOf(o.orderId)).toBe('in_production');
    expect((await advanceTexts()).length - before).toBe(1);
    const refunds = await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, o.orderId));
    expect(refunds).toEqual([]);
  });

  it('answers 404 for another customer’s order', async () => {
    const o = await newOrder();
    const res = await orderUpdate(t.app, ravi, o.orderId, { second_payment_msg: 'Changed my mind' });
    expect(res.statusCode).toBe(404);
    const balance = await t.app.inject({ method: 'POST', url: `/api/orders/${o.orderId}/balance-payment`, headers: { authorization: `Bearer ${ravi}` } });
    expect(balance.statusCode).toBe(404);
  });
});

describe('paying an advance left unpaid at checkout (decision 018)', () => {
  const startAdvance = (orderId: number, token = asha) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/advance-payment`, headers: { authorization: `Bearer ${token}` } });

  it('answers the provider order made at checkout, and paying it places the order', async () => {
    const o = await newOrder();
    const res = await startAdvance(o.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      razor_response: { id: o.providerOrderId, amount: FIRST * 100, currency: 'INR' },
      key_id: 'rzp_test_sandbox',
    });
    expect((await startAdvance(o.orderId)).json().razor_response.id).toBe(o.providerOrderId);
    const paid = await firstPayment(o.orderId, o.providerOrderId, 'pay_later_advance');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'in_production', first_payment_amount_status: 'successful' });
    expect(await cartHas(o.line)).toBe(false);
    const again = await startAdvance(o.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is no pending payment for this order.');
  });

  it('refuses an order that has expired, or been cancelled, and another customer’s order', async () => {
    const expired = await newOrder();
    await t.app.database.db
      .update(schema.orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.orders.id, expired.orderId));
    expect((await startAdvance(expired.orderId)).statusCode).toBe(409);
    expect(await statusOf(expired.orderId)).toBe('expired');

    const cancelled = await newOrder();
    expect((await orderUpdate(t.app, asha, cancelled.orderId, { second_payment_msg: 'Changed my mind' })).statusCode).toBe(200);
    expect((await startAdvance(cancelled.orderId)).statusCode).toBe(409);

    const other = await newOrder();
    expect((await startAdvance(other.orderId, ravi)).statusCode).toBe(404);
    expect((await startAdvance(999_999)).statusCode).toBe(404);
  });
});

describe('the balance and cancelling', () => {
  it('takes the balance: the order will dispatch today, and can no longer be cancelled', async () => {
    const o = await newOrder();
    await firstPayment(o.orderId, o.providerOrderId, 'pay_advance_b');
    const start = () => t.app.inject({ method: 'POST', url: `/api/orders/${o.orderId}/balance-payment`, headers: { authorization: `Bearer ${asha}` } });
    const res = await start();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ razor_response: { amount: (RING - FIRST) * 100, currency: 'INR' }, key_id: 'rzp_test_sandbox' });
    expect((await start()).json().razor_response.id).toBe(res.json().razor_response.id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${o.orderId}`, headers: { authorization: `Bearer ${asha}` } });
    expect(detail.json().razorRes).toEqual(res.json().razor_response);

    const balanceOrder = res.json().razor_response.id as string;
    const paid = await orderUpdate(t.app, asha, o.orderId, {
      second_payment_transaction_id: 'pay_balance',
      razorpay_order_id: balanceOrder,
      razorpay_signature: checkoutSignature(balanceOrder, 'pay_balance'),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({
      status: 'balance_paid',
      order_message: 'Order will dispatch today.',
      second_payment_amount_status: 'successful',
      second_payment_amount: RING - FIRST,
      second_payment_transaction_id: 'pay_balance',
    });
    const cancel = await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Changed my mind' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('This order can no longer be cancelled.');
    expect((await start()).statusCode).toBe(409);
  });

  it('refuses a reason that is not one of the four', async () => {
    const o = await newOrder();
    const res = await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Because' });
    expect(res.statusCode).toBe(422);
    expect(await statusOf(o.orderId)).toBe('pending_advance');
  });

  it('cancels a paid order with the reason and refunds the advance at once', async () => {
    const o = await newOrder();
    await firstPayment(o.orderId, o.providerOrderId, 'pay_to_refund');
    const res = await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Found better price', _method: 'PUT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Order Cancelled Successfully',
      order: { status: 'cancelled', order_message: 'Order Cancelled', second_payment_msg: 'Found better price' },
    });
    const refunds = await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, o.orderId));
    expect(refunds).toMatchObject([{ status: 'processed', amountPaise: FIRST * 100 }]);
    expect(res.json().order).toMatchObject({ amount_paid: FIRST, amount_refunded: FIRST, amount_due: 0 });
    expect(res.json().order.ledger).toMatchObject([
      { kind: 'advance', amount: FIRST, status: 'paid', reference: 'pay_to_refund' },
      { kind: 'refund', amount: FIRST, status: 'processed', note: 'Cancelled by the customer: Found better price' },
    ]);
    expect(res.json().order.ledger[1].expected_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const replay = await firstPayment(o.orderId, o.providerOrderId, 'pay_to_refund');
    expect(replay.json().order?.status ?? (await statusOf(o.orderId))).toBe('cancelled');
  });

  it('cancels an unpaid order without a refund', async () => {
    const o = await newOrder();
    const res = await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Ordered by mistake' });
    expect(res.statusCode).toBe(200);
    expect(await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, o.orderId))).toEqual([]);
  });
});

describe('expiry', () => {
  it('moves an unpaid order past its 24 hours to expired and leaves the cart alone', async () => {
    const o = await newOrder();
    await t.app.database.db
      .update(schema.orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.orders.id, o.orderId));
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${asha}` } })).json().orders.map((x: { id: number }) => x.id);
    // An abandoned checkout is no sale: out of the list (decision 043), still readable by its number.
    expect(await listed()).not.toContain(o.orderId);
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${o.orderId}`, headers: { authorization: `Bearer ${asha}` } });
    expect(detail.json().order.status).toBe('expired');
    expect(await cartHas(o.line)).toBe(true);
    expect(await expireStaleOrders(t.app)).toEqual([]);
    const late = await firstPayment(o.orderId, o.providerOrderId, 'pay_late');
    expect(late.statusCode).toBe(409);
    // The money was taken all the same: it is recorded and refunded through the provider at once.
    const back = await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, o.orderId));
    expect(back).toMatchObject([{ status: 'processed', amountPaise: FIRST * 100, reason: 'Paid after the order had expired' }]);
    // Money moved on it, so it is listed again with its refund.
    expect(await listed()).toContain(o.orderId);
  });
});
