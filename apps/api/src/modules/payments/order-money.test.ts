/**
 * The order's money after the first payment (ARCHITECTURE §7, issue 15): a balance opened before
 * the finished weight and paid after it, supplements, refunds at once, and refunds that survive
 * a provider failure and a restart.
 */
import { eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider, orderInProduction, outboxFor } from '../../../test/admin.ts';
import { checkoutSignature, orderUpdate } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sendDueRefunds } from './refund-sender.ts';

// The Aanya ring at rose 14k, SI-I IJ (see admin-orders.test.ts): ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;
const BALANCE = RING - FIRST;
const ASHA_PHONE = String(9_000_000_000 + 91);

const provider = countingProvider();
setupShop(91, {}, { payments: provider });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const newOrder = () => orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
const adminPost = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: as(admin), payload });
const weigh = async (orderId: number, grams: number) => {
  const res = await adminPost(`/api/admin/orders/${orderId}/finished-weight`, { metal_weight: grams });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.total_price as number;
};
const openDue = async (orderId: number) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/balance-payment`, headers: as(asha) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().razor_response as { id: string; amount: number };
};
const payInBrowser = (orderId: number, providerOrderId: string, paymentId: string) =>
  orderUpdate(t.app, asha, orderId, {
    second_payment_transaction_id: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(providerOrderId, paymentId),
  });
const payByWebhook = (providerOrderId: string, paymentId: string, amountPaise: number) => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount: amountPaise, currency: 'INR', status: 'captured' } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body), 'x-razorpay-event-id': `evt_${paymentId}` },
    payload: body,
  });
};
const orderOf = async (orderId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) });
  expect(res.statusCode).toBe(200);
  return res.json().order;
};
const refundsAtProvider = (paymentIds: string[]) => provider.refunds.filter((r) => paymentIds.includes(r.paymentId)).reduce((s, r) => s + r.amountPaise, 0);

describe('a balance opened before the finished weight and paid after it', () => {
  it('+2%: the old provider order counts only as money in; a supplement is due, and once paid the order is paid to the rupee', async () => {
    const orderId = await newOrder();
    const stale = await openDue(orderId);
    expect(stale.amount).toBe(BALANCE * 100);
    const total = await weigh(orderId, 3.519);
    expect(total).toBeGreaterThan(RING);

    // The customer pays the provider order opened for the old balance.
    const paid = await payInBrowser(orderId, stale.id, `pay_stale_up_${orderId}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toContain(`₹${(total - RING).toLocaleString('en-IN')} is still due`);
    expect(paid.json().order).toMatchObject({ status: 'in_production', amount_paid: RING, amount_due: total - RING, amount_refunded: 0 });
    expect(paid.json().order.ledger[1]).toMatchObject({ kind: 'balance', amount: BALANCE, status: 'paid', reference: `pay_stale_up_${orderId}` });
    expect(paid.json().order.ledger[1].note).toMatch(/earlier payment request/);
    // The webhook for the same capture changes nothing more.
    expect((await payByWebhook(stale.id, `pay_stale_up_${orderId}`, BALANCE * 100)).statusCode).toBe(200);

    const supplement = await openDue(orderId);
    expect(supplement.amount).toBe((total - RING) * 100);
    expect((await openDue(orderId)).id).toBe(supplement.id);
    const done = await payInBrowser(orderId, supplement.id, `pay_supp_${orderId}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order).toMatchObject({ status: 'balance_paid', total_price: total, amount_paid: total, amount_due: 0, amount_refunded: 0 });
    expect(done.json().order.ledger.map((l: { kind: string }) => l.kind)).toEqual(['advance', 'balance', 'supplement']);
    expect(provider.refunds.filter((r) => r.paymentId.endsWith(`_${orderId}`))).toEqual([]);
  });

  it('−2%: the webhook for the old provider order records the money, and the surplus is refunded through the provider at once', async () => {
    const orderId = await newOrder();
    const stale = await openDue(orderId);
    const total = await weigh(orderId, 3.381);
    expect(total).toBeLessThan(RING);
    expect((await payByWebhook(stale.id, `pay_stale_down_${orderId}`, BALANCE * 100)).statusCode).toBe(200);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'balance_paid', amount_paid: RING, amount_refunded: RING - total, amount_due: 0 });
    expect(order.amount_paid - order.amount_refunded).toBe(total);
    const refund = order.ledger.at(-1);
    expect(refund).toMatchObject({ kind: 'refund', amount: RING - total, status: 'processed' });
    expect(refund.reference).toMatch(/^rfnd_sbx_/);
    expect(refund.expected_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(refundsAtProvider([`pay_stale_down_${orderId}`])).toBe((RING - total) * 100);
    expect((await outboxFor(t.app, ASHA_PHONE)).some((m) => m.body.includes(`refunded ₹${(RING - total).toLocaleString('en-IN')}`))).toBe(true);
  });
});

describe('a finished weight after the order was paid in full', () => {
  it('lowered: the difference is refunded at once', async () => {
    const orderId = await newOrder();
    const due = await openDue(orderId);
    expect((await payInBrowser(orderId, due.id, `pay_full_${orderId}`)).statusCode).toBe(200);
    const total = await weigh(orderId, 3.4);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'balance_paid', amount_refunded: RING - total, amount_due: 0 });
    expect(order.ledger.at(-1).note).toBe('The finished weight lowered the total below what was paid');
  });

  it('raised: a supplement is due and the order cannot be dispatched until it is paid', async () => {
    const orderId = await newOrder();
    const due = await openDue(orderId);
    expect((await payInBrowser(orderId, due.id, `pay_full2_${orderId}`)).statusCode).toBe(200);
    const total = await weigh(orderId, 3.5);
    expect(await orderOf(orderId)).toMatchObject({ status: 'balance_paid', amount_due: total - RING });

    const dispatch = { courier: 'Sequel Logistics', tracking_number: 'SQ123456', huids: { [String((await orderOf(orderId)).items[0].id)]: 'AB12CD' } };
    const refused = await adminPost(`/api/admin/orders/${orderId}/dispatch`, dispatch);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.admin.dueBeforeDispatch);

    const supplement = await openDue(orderId);
    expect(supplement.amount).toBe((total - RING) * 100);
    expect((await payInBrowser(orderId, supplement.id, `pay_supp2_${orderId}`)).json().order).toMatchObject({ amount_due: 0, amount_paid: total });
    const sent = await adminPost(`/api/admin/orders/${orderId}/dispatch`, dispatch);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().order.shipment).toMatchObject({ courier: 'Sequel Logistics', tracking_number: 'SQ123456' });
  });
});

describe('refunds that survive a provider failure and a restart', () => {
  it('a cancel whose refund the provider refuses stays pending, is retried, and is made once', async () => {
    const orderId = await newOrder();
    const working = provider.refund;
    provider.refund = async () => {
      throw new Error('provider unreachable');
    };
    try {
      const res = await orderUpdate(t.app, asha, orderId, { second_payment_msg: 'Found better price' });
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'cancelled', amount_refunded: 0 });
      expect(res.json().order.ledger.at(-1)).toMatchObject({ kind: 'refund', amount: FIRST, status: 'pending' });
    } finally {
      provider.refund = working;
    }
    const [row] = await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider unreachable' });

    // Not due yet: a sweep leaves it alone. Once due (as after the backoff, or a restart), it is made.
    expect((await sendDueRefunds(t.app, [defined(row, 'refund').id])).processed).toEqual([]);
    await t.app.database.db.update(schema.refunds).set({ nextAttemptAt: sql`now()` }).where(eq(schema.refunds.orderId, orderId));
    const receipts = provider.refunds.length;
    expect((await sendDueRefunds(t.app)).processed).toContain(defined(row, 'refund').id);
    expect(provider.refunds.length).toBe(receipts + 1);
    expect(await orderOf(orderId)).toMatchObject({ amount_paid: FIRST, amount_refunded: FIRST, amount_due: 0 });

    // A node that died after the provider's answer asks again with the same receipt: the same refund.
    const again = await provider.refund({ paymentId: `pay_adv_${orderId}`, amountPaise: FIRST * 100, receipt: `kanak_refund_${defined(row, 'refund').id}` });
    const [after] = await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
    expect(again.id).toBe(defined(after, 'refund').providerRefundId);
    expect((await sendDueRefunds(t.app)).processed).toEqual([]);
  });
});
