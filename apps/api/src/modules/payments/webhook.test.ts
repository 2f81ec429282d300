import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { describe, expect, it, vi } from 'vitest';
import { addCartLine, checkoutSignature, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { defined } from '@kanak/db/testing';

let ringSize = 6;

const RING = 42_432;
const FIRST = 30_126;

setupShop(31);

async function newOrder() {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  const res = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: RING, first: FIRST });
  return { line, orderId: res.json().order.id as number, providerOrderId: res.json().razor_response.id as string };
}

function captured(providerOrderId: string, paymentId: string, amount = FIRST * 100) {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, currency: 'INR', status: 'captured' } } },
  });
}

const webhook = (body: string, eventId: string, signature = hmacHex('sandbox_webhook_secret', body)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    payload: body,
  });
const orderRow = async (id: number) => defined((await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0], `order ${id}`);

describe('the Razorpay webhook', () => {
  it('refuses a body whose signature does not match with 400 and changes nothing', async () => {
    const o = await newOrder();
    const res = await webhook(captured(o.providerOrderId, 'pay_forged'), 'evt_forged', 'a'.repeat(64));
    expect(res.statusCode).toBe(400);
    expect((await orderRow(o.orderId)).status).toBe('pending_advance');
  });

  it('confirms the advance when the browser never came back, once per event id', async () => {
    const o = await newOrder();
    const body = captured(o.providerOrderId, 'pay_hook');
    const res = await webhook(body, 'evt_1');
    expect(res.json()).toEqual({ status: 'processed' });
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ status: 'in_production', orderMessage: 'Order placed successfully', firstPaymentTransactionId: 'pay_hook' });
    expect(await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, o.line))).toEqual([]);
    expect((await webhook(body, 'evt_1')).json()).toEqual({ status: 'duplicate' });

    // The browser's late confirmation of the same payment is harmless.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/order-update/${o.orderId}`,
      headers: { authorization: `Bearer ${asha}` },
      payload: { first_payment_transaction_id: 'pay_hook', razorpay_order_id: o.providerOrderId, razorpay_signature: checkoutSignature(o.providerOrderId, 'pay_hook') },
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().order.status).toBe('in_production');
  });

  it('never moves a paid order back, and ignores an amount that is not the one asked for', async () => {
    const o = await newOrder();
    expect((await webhook(captured(o.providerOrderId, 'pay_short', 100), 'evt_short')).json()).toEqual({ status: 'ignored' });
    expect((await orderRow(o.orderId)).status).toBe('pending_advance');
    await webhook(captured(o.providerOrderId, 'pay_full'), 'evt_full');
    await t.app.database.db.update(schema.orders).set({ status: 'balance_paid' }).where(eq(schema.orders.id, o.orderId));
    const again = await webhook(captured(o.providerOrderId, 'pay_full'), 'evt_full_redelivered');
    expect(again.statusCode).toBe(200);
    expect((await orderRow(o.orderId)).status).toBe('balance_paid');
  });
});

describe('the sandbox checkout', () => {
  const checkout = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers: { authorization: `Bearer ${token}` }, payload });

  it('answers like Razorpay Checkout with a valid signature, then reconciles through signed webhooks', async () => {
    const o = await newOrder();
    const res = await checkout(asha, { razorpay_order_id: o.providerOrderId, outcome: 'success' });
    expect(res.statusCode).toBe(200);
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = res.json();
    expect(razorpay_payment_id).toMatch(/^pay_sbx_/);
    expect(razorpay_order_id).toBe(o.providerOrderId);
    expect(razorpay_signature).toBe(checkoutSignature(o.providerOrderId, razorpay_payment_id));
    await vi.waitFor(async () => expect((await orderRow(o.orderId)).status).toBe('in_production'), { timeout: 15_000 });
    const events = await t.app.database.db.select().from(schema.webhookEvents);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['payment.captured', 'order.paid']));
  });

  it('answers a failure like Razorpay’s failure handler, and refuses another customer’s order', async () => {
    const o = await newOrder();
    const failed = await checkout(asha, { razorpay_order_id: o.providerOrderId, outcome: 'failure' });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', step: 'payment_authorization' });
    expect((await checkout(ravi, { razorpay_order_id: o.providerOrderId, outcome: 'success' })).statusCode).toBe(404);
    expect((await orderRow(o.orderId)).status).toBe('pending_advance');
  });
});
