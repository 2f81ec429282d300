/**
 * POST order-update/{id} (SPEC §7), the rules order-payments.test.ts passes by (issue 37, mutation run
 * of order-update.ts): the answer to the balance says the order will dispatch today; the SPEC's
 * client, which sends no provider order id, has its advance matched to the open provider order; a
 * payment reported for an order cancelled before it was paid is refused and given back; a provider
 * order already paid cannot be confirmed again under another payment; an update naming no action,
 * or a cancel without one of the four reasons, is refused with its own text; a cancellation is
 * recorded as the customer's, with the reason, and the customer is told what is refunded. Each test
 * places its own order, so each passes alone.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { MESSAGES, ORDER_MESSAGES } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, orderUpdate, unpaidOneLineOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance (ARCHITECTURE §4).
const RING = 42_432;
const FIRST = 30_126;
const ASHA_PHONE = String(9_000_000_000 + 891);

setupShop(891);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
/** Ring sizes 6 to 25 in turn: the cart keeps one line per set of options. */
let made = 0;
async function newOrder() {
  return unpaidOneLineOrder(
    t.app,
    { token: asha, id: ashaId },
    {
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
      ringSize: 6 + (made++ % 20),
    },
  );
}
const payAdvance = (orderId: number, providerOrderId: string, paymentId: string) =>
  orderUpdate(t.app, asha, orderId, {
    first_payment_transaction_id: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(providerOrderId, paymentId),
  });
const orderRow = async (id: number) =>
  defined(
    (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0],
    `order ${id}`,
  );
const refundsOf = (orderId: number) =>
  t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));

describe('payments reported by the browser', () => {
  it('answers the balance with “Order will dispatch today.”', async () => {
    const o = await newOrder();
    expect((await payAdvance(o.orderId, o.providerOrderId, 'pay_adv_dispatch')).statusCode).toBe(
      200,
    );
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${o.orderId}/balance-payment`,
      headers: as(asha),
    });
    const balanceOrder = start.json().razor_response.id as string;
    const paid = await orderUpdate(t.app, asha, o.orderId, {
      second_payment_transaction_id: 'pay_bal_dispatch',
      razorpay_order_id: balanceOrder,
      razorpay_signature: checkoutSignature(balanceOrder, 'pay_bal_dispatch'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(ORDER_MESSAGES.dispatchToday);
    expect(paid.json().order).toMatchObject({ status: 'balance_paid', amount_due: 0 });
  });

  it('matches an advance reported without the provider order id (the SPEC’s client) to the order’s open provider order', async () => {
    const o = await newOrder();
    const res = await orderUpdate(t.app, asha, o.orderId, {
      _method: 'PUT',
      first_payment_transaction_id: 'pay_no_order_id',
      razorpay_signature: checkoutSignature(o.providerOrderId, 'pay_no_order_id'),
      first_payment_amount_status: 'successful',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.payment.orderPlaced,
      order: { status: 'in_production', first_payment_transaction_id: 'pay_no_order_id' },
    });
  });

  it('refuses a payment reported for an order cancelled before it was paid, and gives the money back', async () => {
    const o = await newOrder();
    expect(
      (await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Ordered by mistake' }))
        .statusCode,
    ).toBe(200);
    const late = await payAdvance(o.orderId, o.providerOrderId, 'pay_after_cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_MESSAGES.notAwaitingPayment);
    expect((await orderRow(o.orderId)).status).toBe('cancelled');
    expect(await refundsOf(o.orderId)).toMatchObject([{ amountPaise: FIRST * 100 }]);
  });

  it('refuses to confirm a provider order already paid under another payment, and records nothing more', async () => {
    const o = await newOrder();
    expect((await payAdvance(o.orderId, o.providerOrderId, 'pay_first_one')).statusCode).toBe(200);
    const other = await payAdvance(o.orderId, o.providerOrderId, 'pay_second_one');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MESSAGES.payment.failed);
    const payments = await t.app.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, o.orderId));
    expect(payments.map((p) => [p.status, p.providerPaymentId])).toEqual([
      ['paid', 'pay_first_one'],
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/${o.orderId}`,
      headers: as(asha),
    });
    expect(detail.json().order).toMatchObject({
      amount_paid: FIRST,
      first_payment_transaction_id: 'pay_first_one',
    });
  });
});

describe('what an update must name', () => {
  it('refuses an update with neither a payment nor a cancel reason, saying what to send', async () => {
    const o = await newOrder();
    const res = await orderUpdate(t.app, asha, o.orderId, { _method: 'PUT' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ORDER_MESSAGES.chooseAction);
    expect((await orderRow(o.orderId)).status).toBe('pending_advance');
  });

  it('refuses a cancel without one of the four reasons, naming the reason field', async () => {
    const o = await newOrder();
    const res = await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Because' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: ORDER_MESSAGES.cancelReason,
      errors: { second_payment_msg: [ORDER_MESSAGES.cancelReason] },
    });
  });
});

describe('a cancellation by the customer', () => {
  it('is recorded as the customer’s, with the reason and when, and the customer is told the sum refunded', async () => {
    const o = await newOrder();
    expect((await payAdvance(o.orderId, o.providerOrderId, 'pay_then_cancel')).statusCode).toBe(
      200,
    );
    const before = Date.now();
    const res = await orderUpdate(t.app, asha, o.orderId, {
      second_payment_msg: 'Delivery is too late',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Delivery is too late',
      secondPaymentMsg: 'Delivery is too late',
      expiresAt: null,
    });
    expect(defined(row.cancelledAt, 'cancelled_at').getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );
    const texts = (
      await t.app.database.db
        .select()
        .from(schema.messageOutbox)
        .where(eq(schema.messageOutbox.to, ASHA_PHONE))
    ).filter((m) => m.channel === 'sms');
    const told = texts.filter((m) => m.body.includes(`order #${o.orderId} has been cancelled`));
    expect(told).toHaveLength(1);
    expect(defined(told[0], 'the cancellation text').body).toContain(
      'We are refunding ₹30,126 to the account you paid from.',
    );
  });

  it('tells the customer of a cancellation with nothing paid without naming a refund', async () => {
    const o = await newOrder();
    expect(
      (await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Changed my mind' }))
        .statusCode,
    ).toBe(200);
    const texts = (
      await t.app.database.db
        .select()
        .from(schema.messageOutbox)
        .where(eq(schema.messageOutbox.to, ASHA_PHONE))
    ).filter((m) => m.channel === 'sms');
    const told = texts.filter((m) => m.body.includes(`order #${o.orderId} has been cancelled`));
    expect(told).toHaveLength(1);
    expect(defined(told[0], 'the cancellation text').body).not.toContain('refunding');
  });
});
