/**
 * Plan money is in the one ledger (ARCHITECTURE §7, issue 39 part 3, decision 058 addendum): each
 * instalment's provider order is a `payments` row of kind `plan_instalment` (order_id null), each
 * return of it a `refunds` row, so confirmation, webhooks, refund retries and the owner's sums go
 * through the same tables as an order's money — and never into an order's ledger.
 */
import { eq } from 'drizzle-orm';
import { schema, type Refund } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, countingProvider, orderInProduction } from '../../../test/admin.ts';
import { checkoutSignature } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxEvents } from '../payments/sandbox-webhooks.ts';
import { sendPlanRefunds } from './plan-confirm.ts';

const counting = countingProvider();
/** Refunds the provider refuses before it answers again (a provider outage). */
let refusals = 0;
const provider: PaymentProvider = {
  ...counting,
  async refund(input) {
    if (refusals > 0) {
      refusals--;
      throw new Error('provider unavailable');
    }
    return counting.refund(input);
  },
};
setupShop(780, {}, { payments: provider });

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const MONTHLY = 4_000;
const RING = 42_432;
const FIRST = 30_126;
let admin: string;
let planId: number;

beforeAll(async () => {
  admin = await adminToken(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(admin), payload: { name: 'Ledger plan', min_monthly: 1_000, max_monthly: 50_000, active: true } });
  planId = res.json().plan.id;
});

const confirm = (id: number, providerOrderId: string, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/plans/${id}/confirm`,
    headers: as(asha),
    payload: { razorpay_payment_id: paymentId, razorpay_order_id: providerOrderId, razorpay_signature: checkoutSignature(providerOrderId, paymentId) },
  });

async function webhook(providerOrderId: string, paymentId: string) {
  for (const event of sandboxEvents(providerOrderId, paymentId, MONTHLY * 100)) {
    const body = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body), 'x-razorpay-event-id': String(event.id) },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function enrolled() {
  const res = await t.app.inject({ method: 'POST', url: '/api/plans/enrol', headers: as(asha), payload: { plan_id: planId, monthly_amount: MONTHLY } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().enrolment.id as number;
  const providerOrderId = res.json().razor_response.id as string;
  const paymentId = `pay_ledger_${providerOrderId}`;
  expect((await confirm(id, providerOrderId, paymentId)).statusCode).toBe(200);
  return { id, providerOrderId, paymentId };
}

const dashboard = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as(admin) })).json();
const paymentsOfPlan = (id: number) => t.app.database.db.select().from(schema.payments).where(eq(schema.payments.planEnrolmentId, id));
const refundsOfPlan = (id: number) => t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.planEnrolmentId, id));

describe('plan money in the one ledger', () => {
  it('is one payments row of kind plan_instalment, counted once through the browser, its replay and the webhook', async () => {
    const before = await dashboard();
    const { id, providerOrderId, paymentId } = await enrolled();
    expect((await confirm(id, providerOrderId, paymentId)).statusCode).toBe(200);
    await webhook(providerOrderId, paymentId);
    const rows = await paymentsOfPlan(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'plan_instalment', orderId: null, planEnrolmentId: id, providerOrderId, providerPaymentId: paymentId, amountPaise: MONTHLY * 100, status: 'paid' });
    const [instalment] = await t.app.database.db.select().from(schema.planInstalments).where(eq(schema.planInstalments.enrolmentId, id));
    expect(defined(instalment, 'its instalment')).toMatchObject({ paymentId: defined(rows[0], 'its payment').id, number: 1, refundId: null });
    const after = await dashboard();
    expect(after.plan_collected - before.plan_collected).toBe(MONTHLY);
  });

  it('is paid through the provider\'s sandbox like an order: its webhooks and the browser\'s confirm count it once', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/plans/enrol', headers: as(asha), payload: { plan_id: planId, monthly_amount: MONTHLY } });
    const id = res.json().enrolment.id as number;
    const providerOrderId = res.json().razor_response.id as string;
    const paid = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers: as(asha), payload: { razorpay_order_id: providerOrderId, outcome: 'success' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const { razorpay_payment_id, razorpay_signature } = paid.json();
    expect(razorpay_signature).toBe(checkoutSignature(providerOrderId, razorpay_payment_id));
    // The sandbox's signed webhooks arrive in the background and count it; the browser's confirm then finds it counted.
    await vi.waitFor(async () => expect((await paymentsOfPlan(id))[0]?.status).toBe('paid'), { timeout: 15_000 });
    expect((await confirm(id, providerOrderId, razorpay_payment_id)).statusCode).toBe(200);
    const rows = await paymentsOfPlan(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'plan_instalment', providerPaymentId: razorpay_payment_id, status: 'paid' });
    const plan = (await t.app.inject({ method: 'GET', url: `/api/plans/${id}`, headers: as(asha) })).json().enrolment;
    expect(plan).toMatchObject({ status: 'active', paid_count: 1 });
    // Paid once: the sandbox will not take it again.
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers: as(asha), payload: { razorpay_order_id: providerOrderId, outcome: 'success' } });
    expect(again.statusCode).toBe(409);
  });

  it('cannot be paid in the sandbox by another customer: Asha\'s instalment is not found for Ravi, and stays unpaid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/plans/enrol', headers: as(asha), payload: { plan_id: planId, monthly_amount: MONTHLY } });
    const id = res.json().enrolment.id as number;
    const providerOrderId = res.json().razor_response.id as string;
    const other = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers: as(ravi), payload: { razorpay_order_id: providerOrderId, outcome: 'success' } });
    expect(other.statusCode).toBe(404);
    expect((await paymentsOfPlan(id)).map((p) => p.status)).toEqual(['created']);
  });

  it('never reaches an order: its ledger, amount paid and the owner\'s order revenue stay the order\'s', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    const before = await dashboard();
    const orderBefore = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) })).json();
    await enrolled();
    const order = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) })).json();
    const view = order.order ?? order;
    const viewBefore = orderBefore.order ?? orderBefore;
    expect(viewBefore.amount_paid).toBe(FIRST);
    expect(view.amount_paid).toBe(FIRST);
    expect(view.ledger).toEqual(viewBefore.ledger);
    expect(view.ledger.map((l: { kind: string }) => l.kind)).not.toContain('plan_instalment');
    const adminOrder = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: as(admin) })).json();
    expect(adminOrder.payments.map((p: { kind: string }) => p.kind)).toEqual(['advance']);
    const after = await dashboard();
    expect(after.plan_collected - before.plan_collected).toBe(MONTHLY);
    expect(after.advance_collected).toBe(before.advance_collected);
    expect(after.balance_collected).toBe(before.balance_collected);
    expect(after.refunded).toBe(before.refunded);
    expect(after.daily).toEqual(before.daily);
  });

  it('closing refunds each instalment as one refunds row, retried after the provider fails, never twice', async () => {
    const { id, paymentId } = await enrolled();
    const before = await dashboard();
    const sent = counting.refunds.length;
    refusals = 1;
    const closed = await t.app.inject({ method: 'POST', url: `/api/plans/${id}/close`, headers: as(asha) });
    expect(closed.statusCode, closed.body).toBe(200);
    let [refund] = await refundsOfPlan(id);
    expect(defined(refund, 'its refund')).toMatchObject({ orderId: null, planEnrolmentId: id, amountPaise: MONTHLY * 100, status: 'pending', attempts: 1 });
    expect(counting.refunds.length).toBe(sent);
    // Closing again changes nothing.
    expect((await t.app.inject({ method: 'POST', url: `/api/plans/${id}/close`, headers: as(asha) })).statusCode).toBe(409);
    expect(await refundsOfPlan(id)).toHaveLength(1);

    // The retry, when due: made once, through the provider, with the instalment's receipt.
    const refundId = defined(refund, 'its refund').id;
    await t.app.database.db.update(schema.refunds).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(schema.refunds.id, refundId));
    await sendPlanRefunds(t.app);
    await sendPlanRefunds(t.app);
    [refund] = await refundsOfPlan(id);
    const made: Refund = defined(refund, 'its refund');
    expect(made).toMatchObject({ status: 'processed', amountPaise: MONTHLY * 100 });
    expect(counting.refunds.slice(sent)).toEqual([{ paymentId, amountPaise: MONTHLY * 100, receipt: expect.stringMatching(/^plan_instalment_\d+$/) }]);

    // A node that died after the provider refunded and before it wrote: the same receipt, the same refund.
    await t.app.database.db.update(schema.refunds).set({ status: 'pending', providerRefundId: null, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(schema.refunds.id, refundId));
    await sendPlanRefunds(t.app);
    const [again] = await refundsOfPlan(id);
    expect(defined(again, 'its refund')).toMatchObject({ status: 'processed', providerRefundId: made.providerRefundId });
    expect(await refundsOfPlan(id)).toHaveLength(1);

    const after = await dashboard();
    expect(after.plan_refunded - before.plan_refunded).toBe(MONTHLY);
    expect(after.refunded).toBe(before.refunded);
    const plan = (await t.app.inject({ method: 'GET', url: `/api/plans/${id}`, headers: as(asha) })).json().enrolment;
    expect(plan.status).toBe('closed');
  });
});
