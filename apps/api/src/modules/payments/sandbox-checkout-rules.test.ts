/**
 * The sandbox plays Razorpay (PAYMENT_PROVIDER=sandbox): what a developer or a test relies on is
 * that it answers what Razorpay Checkout hands the page and then sends the webhooks Razorpay sends,
 * signed and shaped as Razorpay's, so the shop's own code runs as it does in production. A declined
 * card answers Checkout's error object and sends nothing. Checkout posts its form as multipart as
 * well as JSON; only a signed-in customer may use it.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { MESSAGES } from '@kanak/domain';
import { describe, expect, it, vi } from 'vitest';
import { addCartLine, checkoutSignature, multipartBody, placeOrder } from '../../../test/orders.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;
let ringSize = 6;

setupShop(941);

async function newOrder() {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  const res = await placeOrder(t.app, asha, {
    cartIds: [line],
    addressId: address,
    total: RING,
    first: FIRST,
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    orderId: res.json().order.id as number,
    providerOrderId: res.json().razor_response.id as string,
  };
}

const checkout = (
  payload: Record<string, string>,
  headers: Record<string, string> = { authorization: `Bearer ${asha}` },
) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers, payload });

const eventsOf = async (providerOrderId: string) =>
  (await t.app.database.db.select().from(schema.webhookEvents)).filter((e) =>
    JSON.stringify(e.payload).includes(providerOrderId),
  );
const orderStatus = async (id: number) =>
  (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]?.status;

describe('a card that goes through', () => {
  it('sends Razorpay’s payment.captured and order.paid, each under its own event id, for the amount in paise, captured and paid in full', async () => {
    const o = await newOrder();
    const before = Math.floor(Date.now() / 1000);
    const res = await checkout({ razorpay_order_id: o.providerOrderId, outcome: 'success' });
    expect(res.statusCode, res.body).toBe(200);
    const paymentId = res.json().razorpay_payment_id as string;
    expect(res.json().razorpay_signature).toBe(checkoutSignature(o.providerOrderId, paymentId));

    await vi.waitFor(async () => expect(await eventsOf(o.providerOrderId)).toHaveLength(2), {
      timeout: 15_000,
    });
    const events = await eventsOf(o.providerOrderId);
    const captured = events.find((e) => e.type === 'payment.captured');
    const paid = events.find((e) => e.type === 'order.paid');
    const payment = {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount: FIRST * 100,
        currency: 'INR',
        status: 'captured',
        order_id: o.providerOrderId,
        captured: true,
        created_at: expect.any(Number),
      },
    };
    expect(captured?.payload).toEqual({
      entity: 'event',
      id: captured?.id,
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment },
      created_at: expect.any(Number),
    });
    expect(paid?.payload).toEqual({
      entity: 'event',
      id: paid?.id,
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment,
        order: {
          entity: {
            id: o.providerOrderId,
            entity: 'order',
            amount: FIRST * 100,
            amount_paid: FIRST * 100,
            amount_due: 0,
            currency: 'INR',
            status: 'paid',
          },
        },
      },
      created_at: expect.any(Number),
    });
    // Event ids are Razorpay-like and distinct; the time is Unix seconds, now.
    expect(captured?.id).toMatch(/^evt_sbx_/);
    expect(paid?.id).toMatch(/^evt_sbx_/);
    expect(captured?.id).not.toBe(paid?.id);
    const at = (captured?.payload as { created_at: number }).created_at;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    await vi.waitFor(async () => expect(await orderStatus(o.orderId)).toBe('in_production'), {
      timeout: 15_000,
    });
  });

  it('takes Checkout’s form posted as multipart', async () => {
    const o = await newOrder();
    const body = multipartBody([
      ['razorpay_order_id', o.providerOrderId],
      ['outcome', 'success'],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { ...body.headers, authorization: `Bearer ${asha}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().razorpay_order_id).toBe(o.providerOrderId);
    await vi.waitFor(async () => expect(await orderStatus(o.orderId)).toBe('in_production'), {
      timeout: 15_000,
    });
  });
});

describe('a declined card', () => {
  it('answers 402 with Razorpay Checkout’s whole error object, and sends no webhook', async () => {
    const o = await newOrder();
    const res = await checkout({ razorpay_order_id: o.providerOrderId, outcome: 'failure' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: MESSAGES.sandbox.failed,
        reason: 'payment_failed',
        source: 'customer',
        step: 'payment_authorization',
        metadata: { order_id: o.providerOrderId, payment_id: expect.stringMatching(/^pay_sbx_/) },
      },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await eventsOf(o.providerOrderId)).toEqual([]);
    expect(await orderStatus(o.orderId)).toBe('pending_advance');
  });
});

describe('who may use it', () => {
  it('is 401 without signing in, and 422 for an outcome Checkout never sends', async () => {
    const o = await newOrder();
    expect(
      (await checkout({ razorpay_order_id: o.providerOrderId, outcome: 'success' }, {})).statusCode,
    ).toBe(401);
    expect(
      (await checkout({ razorpay_order_id: o.providerOrderId, outcome: 'maybe' })).statusCode,
    ).toBe(422);
    expect(await orderStatus(o.orderId)).toBe('pending_advance');
  });
});

describe('the webhook', () => {
  it('records an event under the id Razorpay names in its header, so a redelivery under that id is a duplicate whatever its body', async () => {
    const post = (body: string, eventId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body),
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    const body = JSON.stringify({
      entity: 'event',
      id: 'evt_in_body',
      event: 'payment.failed',
      payload: {},
    });
    const first = await post(body, 'evt_in_header');
    expect(first.statusCode, first.body).toBe(200);
    const [row] = (await t.app.database.db.select().from(schema.webhookEvents)).filter(
      (e) => e.type === 'payment.failed',
    );
    expect(row?.id).toBe('evt_in_header');
    const again = await post(
      JSON.stringify({ entity: 'event', event: 'payment.failed', payload: { retried: true } }),
      'evt_in_header',
    );
    expect(again.json()).toEqual({ status: 'duplicate' });
  });
});
