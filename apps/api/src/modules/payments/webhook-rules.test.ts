/**
 * The webhook's rules beside webhook.test.ts and test/security/payments.test.ts (issue 37, mutation
 * run of webhook.service.ts and payments.service.ts): every verified event is kept under the
 * provider's id, a redelivery counts a payment a crash left uncounted, an event that failed half-way
 * is forgotten so the provider's retry counts it, and the provider orders the shop opens name the
 * order and the payment's kind.
 */
import { asc, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, orderUpdate, unpaidOneLineOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { handleWebhook } from './webhook.service.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;
const ASHA_PHONE = String(9_000_000_000 + 615);

/** The provider orders the shop asks the provider for. */
const opened: { amountPaise: number; receipt: string; notes?: Record<string, string> }[] = [];
const inner = sandboxProvider({
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox_secret',
  webhookSecret: 'sandbox_webhook_secret',
});
const recording: PaymentProvider = {
  ...inner,
  async createOrder(input) {
    opened.push(input);
    return inner.createOrder(input);
  },
};

setupShop(615, {}, { payments: recording });

const db = () => t.app.database.db;
let ringSize = 6;
async function unpaidOrder() {
  return unpaidOneLineOrder(
    t.app,
    { token: asha, id: ashaId },
    { productId: ids.aanya, addressId: address, total: RING, first: FIRST, ringSize: ringSize++ },
  );
}
function eventBody(
  event: string,
  providerOrderId: string,
  paymentId: string | undefined,
  extra: Record<string, unknown> = {},
) {
  return JSON.stringify({
    entity: 'event',
    event,
    ...extra,
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: providerOrderId,
          amount: FIRST * 100,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
}
const deliver = (body: string, eventId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body),
      ...(eventId === undefined ? {} : { 'x-razorpay-event-id': eventId }),
    },
    payload: body,
  });
const statusOf = async (orderId: number) =>
  defined(
    (await db().select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0],
    'order',
  ).status;
const eventRow = async (id: string) =>
  (await db().select().from(schema.webhookEvents).where(eq(schema.webhookEvents.id, id)))[0];

describe('a verified webhook event', () => {
  it('order.paid alone confirms the advance, as payment.captured does', async () => {
    const o = await unpaidOrder();
    expect(
      (
        await deliver(
          eventBody('order.paid', o.providerOrderId, 'pay_order_paid'),
          'evt_order_paid',
        )
      ).json(),
    ).toEqual({ status: 'processed' });
    expect(await statusOf(o.orderId)).toBe('in_production');
  });

  it('keeps on the payment what the provider said of it, for the shop to reconcile with its statement', async () => {
    const o = await unpaidOrder();
    expect(
      (
        await deliver(eventBody('payment.captured', o.providerOrderId, 'pay_kept'), 'evt_kept')
      ).json(),
    ).toEqual({ status: 'processed' });
    const [payment] = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.providerOrderId, o.providerOrderId));
    expect(payment?.raw).toEqual({
      event: 'payment.captured',
      payment: {
        id: 'pay_kept',
        order_id: o.providerOrderId,
        amount: FIRST * 100,
        currency: 'INR',
        status: 'captured',
      },
    });
  });

  it('is kept under the id in its header, else the id in its body, else a digest of its bytes, with its type', async () => {
    const a = await unpaidOrder();
    const byHeader = eventBody('payment.captured', a.providerOrderId, 'pay_by_header', {
      id: 'evt_in_body_ignored',
    });
    await deliver(byHeader, 'evt_header');
    expect(await eventRow('evt_header')).toMatchObject({
      type: 'payment.captured',
      provider: 'sandbox',
    });
    expect(await eventRow('evt_in_body_ignored')).toBeUndefined();

    const b = await unpaidOrder();
    const byBody = eventBody('payment.captured', b.providerOrderId, 'pay_by_body', {
      id: 'evt_body_only',
    });
    expect((await deliver(byBody)).json()).toEqual({ status: 'processed' });
    expect(await eventRow('evt_body_only')).toMatchObject({ type: 'payment.captured' });
    expect((await deliver(byBody)).json()).toEqual({ status: 'duplicate' });

    const c = await unpaidOrder();
    const bare = eventBody('payment.captured', c.providerOrderId, 'pay_bare');
    expect((await deliver(bare)).json()).toEqual({ status: 'processed' });
    const { createHash } = await import('node:crypto');
    expect(await eventRow(createHash('sha256').update(bare).digest('hex'))).toMatchObject({
      type: 'payment.captured',
    });
    expect((await deliver(bare)).json()).toEqual({ status: 'duplicate' });

    const typeless = JSON.stringify({ entity: 'event', payload: {} });
    expect((await deliver(typeless, 'evt_typeless')).json()).toEqual({ status: 'ignored' });
    expect(await eventRow('evt_typeless')).toMatchObject({ type: 'unknown' });
  });

  it('redelivered after a crash left its payment uncounted, counts it once', async () => {
    const o = await unpaidOrder();
    const body = eventBody('payment.captured', o.providerOrderId, 'pay_after_crash');
    // The node recorded the event and died before the confirmation committed.
    await db()
      .insert(schema.webhookEvents)
      .values({
        id: 'evt_crashed',
        provider: 'sandbox',
        type: 'payment.captured',
        payload: JSON.parse(body) as Record<string, unknown>,
      });
    expect((await deliver(body, 'evt_crashed')).json()).toEqual({ status: 'processed' });
    expect(await statusOf(o.orderId)).toBe('in_production');
    expect((await deliver(body, 'evt_crashed')).json()).toEqual({ status: 'duplicate' });
  });

  it('redelivered when it was not a payment is a duplicate, whatever its payment says', async () => {
    const o = await unpaidOrder();
    const failed = eventBody('payment.failed', o.providerOrderId, 'pay_failed_twice');
    expect((await deliver(failed, 'evt_failed')).json()).toEqual({ status: 'ignored' });
    expect((await deliver(failed, 'evt_failed')).json()).toEqual({ status: 'duplicate' });
  });

  it('signed but not JSON is refused with 400 and not kept', async () => {
    const res = await deliver('{"event": "payment.captured", ', 'evt_not_json');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
    expect(await eventRow('evt_not_json')).toBeUndefined();
  });

  it('naming no payment id, or no provider order, is ignored', async () => {
    const o = await unpaidOrder();
    expect(
      (
        await deliver(eventBody('payment.captured', o.providerOrderId, undefined), 'evt_no_payment')
      ).json(),
    ).toEqual({ status: 'ignored' });
    const noOrder = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_no_order', amount: FIRST * 100 } } },
    });
    expect((await deliver(noOrder, 'evt_no_order')).json()).toEqual({ status: 'ignored' });
    expect(await statusOf(o.orderId)).toBe('pending_advance');
  });

  it('carrying no payload at all, or a payload without its entity, is ignored, not an error, even redelivered', async () => {
    for (const [event, payload] of [
      ['payment.captured', undefined],
      ['payment.failed', undefined],
      ['token.cancelled', undefined],
      ['payment.captured', { payment: {} }],
      ['payment.failed', { payment: {} }],
      ['token.cancelled', { token: {} }],
    ] as const) {
      const body = JSON.stringify({ entity: 'event', event, ...(payload ? { payload } : {}) });
      const id = `evt_bare_${event}_${payload ? 'empty' : 'none'}`;
      const first = await deliver(body, id);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ status: 'ignored' });
      expect((await deliver(body, id)).json()).toEqual({ status: 'duplicate' });
    }
  });

  it('that failed half-way is forgotten, so the provider’s retry counts the payment', async () => {
    const o = await unpaidOrder();
    const body = eventBody('payment.captured', o.providerOrderId, 'pay_retried');
    const real = t.app.database;
    // The database fails the confirmation's transaction once (a failover, a lost connection).
    const failing = {
      ...real,
      db: new Proxy(real.db, {
        get(target, key, receiver) {
          if (key === 'transaction') return () => Promise.reject(new Error('connection lost'));
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
    };
    const deps = { database: failing, payments: recording, log: t.app.log, config: t.app.config };
    await expect(
      handleWebhook(
        deps,
        Buffer.from(body),
        hmacHex('sandbox_webhook_secret', body),
        'evt_half_way',
      ),
    ).rejects.toThrow('connection lost');
    expect(await eventRow('evt_half_way')).toBeUndefined();
    expect(await statusOf(o.orderId)).toBe('pending_advance');
    expect((await deliver(body, 'evt_half_way')).json()).toEqual({ status: 'processed' });
    expect(await statusOf(o.orderId)).toBe('in_production');
  });
});

describe('a payment counted', () => {
  it('tells the customer the advance received and the balance due before dispatch', async () => {
    const o = await unpaidOrder();
    await deliver(eventBody('payment.captured', o.providerOrderId, 'pay_told'), 'evt_told');
    const sms = (
      await db()
        .select()
        .from(schema.messageOutbox)
        .where(eq(schema.messageOutbox.to, ASHA_PHONE))
        .orderBy(asc(schema.messageOutbox.id))
    ).filter((m) => m.channel === 'sms' && m.body.includes(`order #${o.orderId}.`));
    expect(sms.map((m) => m.body.replace(/ \S+\/viewdetail\/\d+$/, ''))).toEqual([
      `Kanak: we have received your advance of ₹30,126 for order #${o.orderId}. Your piece is now being made; the balance of ₹12,306 is due before dispatch.`,
    ]);
  });
});

describe('the provider orders the shop opens', () => {
  it('name the order for the advance, the order and the kind for the balance, each for the amount due', async () => {
    const o = await unpaidOrder();
    const paid = await orderUpdate(t.app, asha, o.orderId, {
      first_payment_transaction_id: 'pay_receipts',
      razorpay_order_id: o.providerOrderId,
      razorpay_signature: checkoutSignature(o.providerOrderId, 'pay_receipts'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const balance = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${o.orderId}/balance-payment`,
      headers: { authorization: `Bearer ${asha}` },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(opened.filter((x) => x.notes?.order_id === String(o.orderId))).toEqual([
      {
        amountPaise: FIRST * 100,
        receipt: `order_${o.orderId}`,
        notes: { order_id: String(o.orderId), kind: 'advance' },
      },
      {
        amountPaise: (RING - FIRST) * 100,
        receipt: `order_${o.orderId}_balance`,
        notes: { order_id: String(o.orderId), kind: 'balance' },
      },
    ]);
    const rows = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, o.orderId))
      .orderBy(asc(schema.payments.id));
    expect(rows.map((p) => [p.kind, p.provider, p.amountPaise, p.currency, p.status])).toEqual([
      ['advance', 'sandbox', FIRST * 100, 'INR', 'paid'],
      ['balance', 'sandbox', (RING - FIRST) * 100, 'INR', 'created'],
    ]);
  });
});
