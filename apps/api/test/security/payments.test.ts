import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/providers/payments/provider.ts';
import { orderInProduction } from '../admin.ts';
import { addAddress, addCartLine, checkoutSignature, orderUpdate, placeOrder } from '../orders.ts';
import { address as ashaAddress, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../shop.ts';
import { defined } from '@kanak/db/testing';

/*
 * Nothing is marked paid without the provider's word (ARCHITECTURE §4). Beside
 * src/modules/orders/order-payments.test.ts (forged advance signature, a signature for another
 * order of the same customer, replays) and src/modules/payments/webhook.test.ts (bad signature,
 * duplicate event ids, a short amount), this file covers the balance, other customers'
 * signatures, the wrong secrets, tampered webhook bodies and replays under new event ids.
 */

const RING = 42_432;
const FIRST = 30_126;
const KEY_SECRET = 'sandbox_secret';
const WEBHOOK_SECRET = 'sandbox_webhook_secret';

let raviAddress: number;
// Ring sizes 14 and up: test/admin.ts's orderInProduction takes them from 6.
let ring = 14;

setupShop(701);
beforeAll(async () => {
  raviAddress = await addAddress(t.app, raviId);
});

async function pendingOrder(token: string, userId: number, addressId: number) {
  const line = await addCartLine(t.app, userId, ids.aanya, { ringSize: ring++ });
  const res = await placeOrder(t.app, token, { cartIds: [line], addressId, total: RING, first: FIRST });
  return { orderId: res.json().order.id as number, providerOrderId: res.json().razor_response.id as string };
}

/** The order's status and every payment row's kind, status and provider payment id. */
async function books(orderId: number) {
  const db = t.app.database.db;
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const payments = await db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  const refunds = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
  return { status: defined(order, 'order').status, payments: payments.map((p) => [p.kind, p.status, p.providerPaymentId]), refunds: refunds.length };
}

const advance = (orderId: number, providerOrderId: string, paymentId: string, signature: string, token = asha) =>
  orderUpdate(t.app, token, orderId, { first_payment_transaction_id: paymentId, razorpay_order_id: providerOrderId, razorpay_signature: signature });

/** `signature` null sends no X-Razorpay-Signature header at all. */
const webhook = (body: string, eventId: string, signature: string | null = hmacHex(WEBHOOK_SECRET, body)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-event-id': eventId, ...(signature === null ? {} : { 'x-razorpay-signature': signature }) },
    payload: body,
  });

const event = (type: string, providerOrderId: string, paymentId: string, amount = FIRST * 100) =>
  JSON.stringify({ entity: 'event', event: type, payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, currency: 'INR', status: 'captured' } } } });

describe('the browser’s payment report', () => {
  it('refuses Ravi’s genuine signature for his own order when posted on Asha’s', async () => {
    const hers = await pendingOrder(asha, ashaId, ashaAddress);
    const his = await pendingOrder(ravi, raviId, raviAddress);
    const signed = checkoutSignature(his.providerOrderId, 'pay_ravi');
    expect((await advance(hers.orderId, his.providerOrderId, 'pay_ravi', signed)).statusCode).toBe(422);
    expect((await advance(hers.orderId, hers.providerOrderId, 'pay_ravi', signed)).statusCode).toBe(422);
    expect(await books(hers.orderId)).toEqual({ status: 'pending_advance', payments: [['advance', 'created', null]], refunds: 0 });
    expect(await books(his.orderId)).toEqual({ status: 'pending_advance', payments: [['advance', 'created', null]], refunds: 0 });
  });

  it('refuses signatures made with the webhook secret, the public key id, or in capitals', async () => {
    const o = await pendingOrder(asha, ashaId, ashaAddress);
    for (const signature of [
      checkoutSignature(o.providerOrderId, 'pay_x', WEBHOOK_SECRET),
      checkoutSignature(o.providerOrderId, 'pay_x', 'rzp_test_sandbox'),
      hmacHex(KEY_SECRET, `${o.providerOrderId}|pay_x|${FIRST * 100}`),
      '',
    ]) {
      const res = await advance(o.orderId, o.providerOrderId, 'pay_x', signature);
      expect(res.statusCode, signature).toBe(422);
    }
    expect((await books(o.orderId)).status).toBe('pending_advance');
  });

  it('refuses a forged balance, and the advance’s own proof replayed as the balance', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: ashaAddress, total: RING, first: FIRST });
    const started = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/balance-payment`, headers: { authorization: `Bearer ${asha}` } });
    const balanceOrder = started.json().razor_response.id as string;
    const [advanceRow] = await t.app.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    const advanceProof = { id: defined(defined(advanceRow, 'advanceRow').providerPaymentId, 'advanceRow.providerPaymentId'), order: defined(advanceRow, 'advanceRow').providerOrderId };
    const attempts: Record<string, string>[] = [
      { second_payment_transaction_id: 'pay_bal_forged', razorpay_order_id: balanceOrder, razorpay_signature: 'e'.repeat(64) },
      { second_payment_transaction_id: advanceProof.id, razorpay_order_id: advanceProof.order, razorpay_signature: checkoutSignature(advanceProof.order, advanceProof.id) },
      { second_payment_transaction_id: advanceProof.id, razorpay_order_id: balanceOrder, razorpay_signature: checkoutSignature(advanceProof.order, advanceProof.id) },
    ];
    for (const payload of attempts) expect((await orderUpdate(t.app, asha, orderId, payload)).statusCode).toBe(422);
    expect(await books(orderId)).toEqual({
      status: 'in_production',
      payments: [['advance', 'paid', advanceProof.id], ['balance', 'created', null]],
      refunds: 0,
    });
  });
});

describe('the webhook', () => {
  it('refuses a missing signature, the key secret’s signature and a body changed after signing', async () => {
    const o = await pendingOrder(asha, ashaId, ashaAddress);
    const body = event('payment.captured', o.providerOrderId, 'pay_tamper');
    const cheaper = event('payment.captured', o.providerOrderId, 'pay_tamper', 100);
    const eventsBefore = (await t.app.database.db.select().from(schema.webhookEvents)).length;
    const cases: [string, string | null][] = [
      [body, null],
      [body, ''],
      [body, hmacHex(KEY_SECRET, body)],
      [body, hmacHex(WEBHOOK_SECRET, body).toUpperCase()],
      [body, `${hmacHex(WEBHOOK_SECRET, body)}00`],
      [cheaper, hmacHex(WEBHOOK_SECRET, body)],
      [`${body} `, hmacHex(WEBHOOK_SECRET, body)],
    ];
    for (const [i, [payload, signature]] of cases.entries()) {
      const res = await webhook(payload, `evt_bad_${i}`, signature);
      expect(res.statusCode, `case ${i}`).toBe(400);
    }
    expect(await books(o.orderId)).toEqual({ status: 'pending_advance', payments: [['advance', 'created', null]], refunds: 0 });
    // Not even recorded as seen: a forged call cannot spend a genuine event id.
    expect(await t.app.database.db.select().from(schema.webhookEvents)).toHaveLength(eventsBefore);
  });

  it('ignores a signed event for more money than was asked, a failed payment and an unknown order', async () => {
    const o = await pendingOrder(asha, ashaId, ashaAddress);
    const signedButWrong = [
      event('payment.captured', o.providerOrderId, 'pay_more', FIRST * 100 + 1),
      event('payment.failed', o.providerOrderId, 'pay_failed'),
      event('payment.authorized', o.providerOrderId, 'pay_authorised'),
      event('payment.captured', 'order_unknown', 'pay_elsewhere'),
    ];
    for (const [i, body] of signedButWrong.entries()) {
      const res = await webhook(body, `evt_wrong_${i}`);
      expect(res.json(), `event ${i}`).toEqual({ status: 'ignored' });
    }
    expect(await books(o.orderId)).toEqual({ status: 'pending_advance', payments: [['advance', 'created', null]], refunds: 0 });
  });

  it('counts one payment once however often it is replayed, under any event id', async () => {
    const o = await pendingOrder(asha, ashaId, ashaAddress);
    const advanceTexts = async () =>
      (await t.app.database.db.select().from(schema.messageOutbox).where(eq(schema.messageOutbox.to, '9000000701'))).filter(
        (m) => m.channel === 'sms' && m.body.includes('received your advance'),
      ).length;
    const textsBefore = await advanceTexts();
    const body = event('payment.captured', o.providerOrderId, 'pay_replayed');
    for (const id of ['evt_r1', 'evt_r2', 'evt_r3']) expect((await webhook(body, id)).statusCode).toBe(200);
    expect((await webhook(event('order.paid', o.providerOrderId, 'pay_replayed'), 'evt_r4')).statusCode).toBe(200);
    expect(await books(o.orderId)).toEqual({ status: 'in_production', payments: [['advance', 'paid', 'pay_replayed']], refunds: 0 });
    expect((await advanceTexts()) - textsBefore).toBe(1);
  });

  it('cannot pay Ravi’s order with an event replayed from Asha’s', async () => {
    const hers = await pendingOrder(asha, ashaId, ashaAddress);
    const his = await pendingOrder(ravi, raviId, raviAddress);
    const herBody = event('payment.captured', hers.providerOrderId, 'pay_hers');
    await webhook(herBody, 'evt_hers');
    // The same signed bytes say which provider order they pay: only hers.
    await webhook(herBody, 'evt_hers_for_him');
    expect((await books(his.orderId)).status).toBe('pending_advance');
    expect((await books(hers.orderId)).status).toBe('in_production');
  });
});
