/**
 * Property (issue 15): for any sequence of payments (on current or superseded provider orders, by
 * the browser or the webhook), finished weights, cancels and admin refunds, the order's
 * `amount_paid − amount_refunded` equals what the provider captured minus what it refunded, and
 * the order never keeps more than its total (nor anything once cancelled).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider, orderInProduction } from '../../../test/admin.ts';
import { checkoutSignature, orderUpdate } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sendDueRefunds } from './refund-sender.ts';

const RING = 42_432;
const FIRST = 30_126;

const provider = countingProvider();
setupShop(93, {}, { payments: provider });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

type Step =
  | { op: 'open' }
  | { op: 'pay'; pick: number; via: 'browser' | 'webhook' }
  | { op: 'weigh'; percent: number }
  | { op: 'cancel'; by: 'customer' | 'admin' }
  | { op: 'refund'; rupees: number }
  | { op: 'replay'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ op: 'open' }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat(5), via: fc.constantFrom('browser' as const, 'webhook' as const) }),
  fc.record({ op: fc.constant('weigh' as const), percent: fc.integer({ min: -2, max: 2 }) }),
  fc.record({ op: fc.constant('cancel' as const), by: fc.constantFrom('customer' as const, 'admin' as const) }),
  fc.record({ op: fc.constant('refund' as const), rupees: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat(5) }),
);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
let run = 0;

/** One order through `steps`, keeping the provider's side of the books as the provider would. */
async function play(steps: Step[]) {
  const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
  run += 1;
  const captured = new Map<string, number>([[`pay_adv_${orderId}`, FIRST * 100]]);
  const opened: { id: string; amount: number }[] = [];
  const statuses: number[] = [];
  let n = 0;
  for (const s of steps) {
    n += 1;
    if (s.op === 'open') {
      const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/balance-payment`, headers: as(asha) });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) opened.push(res.json().razor_response);
    } else if (s.op === 'pay' && opened.length > 0) {
      const po = opened[s.pick % opened.length];
      if (!po) continue;
      const paymentId = `pay_r${run}_${n}`;
      if ([...captured.keys()].some((k) => k.startsWith(`${po.id}:`))) continue; // a provider order is paid once
      captured.set(paymentId, po.amount);
      captured.set(`${po.id}:paid`, 0);
      if (s.via === 'browser') {
        const res = await orderUpdate(t.app, asha, orderId, {
          second_payment_transaction_id: paymentId,
          razorpay_order_id: po.id,
          razorpay_signature: checkoutSignature(po.id, paymentId),
        });
        statuses.push(res.statusCode);
      } else {
        statuses.push((await webhook(po.id, paymentId, po.amount)).statusCode);
      }
    } else if (s.op === 'weigh') {
      const grams = Math.round(3450 * (1 + s.percent / 100)) / 1000;
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/finished-weight`, headers: as(admin), payload: { metal_weight: grams } });
      statuses.push(res.statusCode);
    } else if (s.op === 'cancel') {
      const res =
        s.by === 'customer'
          ? await orderUpdate(t.app, asha, orderId, { second_payment_msg: 'Found better price' })
          : await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, headers: as(admin), payload: { reason: 'Customer asked by phone' } });
      statuses.push(res.statusCode);
    } else if (s.op === 'refund') {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: as(admin),
        payload: { amount: s.rupees, idempotency_key: `prop-${run}-${n}` },
      });
      statuses.push(res.statusCode);
    } else if (s.op === 'replay') {
      const paid = [...captured.entries()].filter(([k]) => !k.includes(':') && !k.startsWith('pay_adv_'));
      const pick = paid[s.pick % Math.max(1, paid.length)];
      const po = opened.find((o) => captured.has(`${o.id}:paid`));
      if (pick && po) statuses.push((await webhook(po.id, pick[0], po.amount, `replay_${run}_${n}`)).statusCode);
    }
  }
  await sendDueRefunds(t.app);
  const order = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) })).json().order;
  const paymentIds = [...captured.keys()].filter((k) => !k.includes(':'));
  const providerCaptured = paymentIds.reduce((sum, k) => sum + (captured.get(k) ?? 0), 0);
  const providerRefunded = provider.refunds.filter((r) => paymentIds.includes(r.paymentId)).reduce((sum, r) => sum + r.amountPaise, 0);
  return { order, statuses, providerCaptured, providerRefunded };
}

function webhook(providerOrderId: string, paymentId: string, amountPaise: number, eventId = `evt_${paymentId}`) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount: amountPaise, currency: 'INR', status: 'captured' } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body), 'x-razorpay-event-id': eventId },
    payload: body,
  });
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe('the ledger agrees with the provider', () => {
  it('for any sequence of payments, weights, cancels and refunds', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { order, statuses, providerCaptured, providerRefunded } = await play(steps);
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        const held = paise(order.amount_paid) - paise(order.amount_refunded);
        expect(paise(order.amount_paid)).toBe(providerCaptured);
        expect(paise(order.amount_refunded)).toBe(providerRefunded);
        expect(held).toBe(providerCaptured - providerRefunded);
        if (order.status === 'cancelled') expect(held).toBe(0);
        else expect(held).toBeLessThanOrEqual(paise(order.total_price));
        if (order.status === 'balance_paid' && order.amount_due === 0 && !order.ledger.some((l: { kind: string; note: string | null }) => l.kind === 'refund' && l.note === null)) {
          expect(held).toBe(paise(order.total_price));
        }
      }),
      { numRuns: 25 },
    );
  });
});
