/**
 * UPI AutoPay for the purchase plan (issue 39, decision 060): a payment the customer makes may
 * also authorise a monthly mandate; the shop then asks the provider for each instalment two days
 * before it is due, once per due date, counted like any instalment with its receipt voucher. A
 * refused debit tells the customer to pay; the customer may stop it, the bank may revoke it, and
 * it ends with the plan. On PostgreSQL (`npm run test:pg -- <this file>`) two clocks racing ask
 * for one debit only, which fails without the enrolment's row lock.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import {
  addDays,
  addMonths,
  AUTOPAY_MAX_PAISE,
  indiaDate,
  PLAN_MESSAGES,
  planLastDay,
} from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, outboxFor } from '../../../test/admin.ts';
import { signup } from '../../../test/accounts.ts';
import { checkoutSignature } from '../../../test/orders.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { asha, ravi, setupShop, t } from '../../../test/shop.ts';
import { hmacHex, type PaymentProvider } from '../../providers/payments/provider.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { collectAutopay } from './plan-autopay.ts';
import { sendPlanReminders } from './plan-reminders.ts';

/** The sandbox, recording what the shop asks of it; a debit answers `debitAnswer` (captured by default). */
function autopayProvider() {
  const inner = sandboxProvider({
    keyId: 'rzp_test_sandbox',
    keySecret: 'sandbox_secret',
    webhookSecret: 'sandbox_webhook_secret',
  });
  const seen = {
    orders: [] as Parameters<PaymentProvider['createOrder']>[0][],
    customers: [] as Parameters<PaymentProvider['createCustomer']>[0][],
    debits: [] as Parameters<PaymentProvider['chargeMandate']>[0][],
    cancelled: [] as Parameters<PaymentProvider['cancelMandate']>[0][],
    refunds: 0,
    debitAnswer: 'captured' as 'captured' | 'pending' | 'refused',
  };
  const provider: PaymentProvider = {
    ...inner,
    async createOrder(input) {
      seen.orders.push(input);
      return inner.createOrder(input);
    },
    async createCustomer(input) {
      seen.customers.push(input);
      return inner.createCustomer(input);
    },
    async chargeMandate(input) {
      seen.debits.push(input);
      if (seen.debitAnswer === 'refused') throw new Error('the bank declined the debit');
      const answer = await inner.chargeMandate(input);
      return { ...answer, status: seen.debitAnswer };
    },
    async cancelMandate(input) {
      seen.cancelled.push(input);
    },
    async refund(input) {
      seen.refunds++;
      return inner.refund(input);
    },
  };
  return { provider, seen };
}

const { provider, seen } = autopayProvider();
setupShop(760, {}, { payments: provider });

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const MONTHLY = 5_000;
let planId: number;

beforeAll(async () => {
  const admin = await adminToken(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/plans',
    headers: as(admin),
    payload: { name: 'Kanak Swarna 11+1', min_monthly: 1_000, max_monthly: 50_000, active: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  planId = res.json().plan.id;
});

const plan = async (token: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/plans/${id}`, headers: as(token) })).json()
    .enrolment;

function confirm(
  token: string,
  id: number,
  providerOrderId: string,
  paymentId = `pay_${providerOrderId}`,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/plans/${id}/confirm`,
    headers: as(token),
    payload: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: checkoutSignature(providerOrderId, paymentId),
    },
  });
}

/** Enrols, the first instalment's provider order open and not yet paid. */
async function enrolUnpaid(token: string, autopay: boolean, monthly = MONTHLY) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/plans/enrol',
    headers: as(token),
    payload: { plan_id: planId, monthly_amount: monthly, autopay },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    id: res.json().enrolment.id as number,
    providerOrderId: res.json().razor_response.id as string,
    started: res.json(),
  };
}

/** Enrols, paying the first instalment; with `autopay` that payment also sets up the mandate. */
async function enrolled(token: string, autopay: boolean, monthly = MONTHLY) {
  const { id, providerOrderId, started } = await enrolUnpaid(token, autopay, monthly);
  const ok = await confirm(token, id, providerOrderId);
  expect(ok.statusCode, ok.body).toBe(200);
  return { id, started };
}

/**
 * Moves the plan back 28 days, so that its second instalment falls due within the week and may be
 * paid today; answers that due date.
 */
async function dueSoon(token: string, id: number): Promise<string> {
  const db = t.app.database.db;
  const [e] = await db.select().from(schema.planEnrolments).where(eq(schema.planEnrolments.id, id));
  await db
    .update(schema.planEnrolments)
    .set({ enrolledOn: addDays(defined(defined(e, 'the enrolment').enrolledOn, 'its day'), -28) })
    .where(eq(schema.planEnrolments.id, id));
  for (const i of await db
    .select()
    .from(schema.planInstalments)
    .where(eq(schema.planInstalments.enrolmentId, id))) {
    if (i.paidOn)
      await db
        .update(schema.planInstalments)
        .set({ paidOn: addDays(i.paidOn, -28) })
        .where(eq(schema.planInstalments.id, i.id));
  }
  return (await plan(token, id)).next_due;
}

const at = (day: string) => new Date(`${day}T06:00:00Z`);
/** The debits asked of one plan's mandate (other tests' plans may be debited by the same clock). */
const debitsOf = (id: number) => seen.debits.filter((d) => d.description.includes(`plan #${id}:`));

function webhook(event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body),
      'x-razorpay-event-id': String(event.id),
    },
    payload: body,
  });
}

const paymentEvent = (event: string, orderId: string, paymentId: string, amountPaise: number) => ({
  id: `evt_${event}_${paymentId}`,
  event,
  payload: {
    payment: {
      entity: {
        id: paymentId,
        order_id: orderId,
        amount: amountPaise,
        status: event === 'payment.failed' ? 'failed' : 'captured',
      },
    },
  },
});

describe('setting up UPI AutoPay', () => {
  it('the first payment authorises a monthly mandate of at most the instalment, until the plan must end', async () => {
    const orders = seen.orders.length;
    const { id, started } = await enrolled(asha, true);
    const order = defined(seen.orders[orders], 'the provider order');
    expect(started.recurring).toEqual({
      customer_id: defined(order.mandate, 'a mandate').customerId,
    });
    expect(order.amountPaise).toBe(MONTHLY * 100);
    expect(order.mandate?.maxAmountPaise).toBe(MONTHLY * 100);
    // Enrolment is the day the first instalment is paid; no plan runs past 365 days from it.
    expect(indiaDate(defined(order.mandate, 'a mandate').expireAt)).toBe(
      planLastDay(indiaDate(new Date())),
    );
    expect(seen.customers.at(-1)?.phone).toBe(signup(760).phone_number);
    const e = await plan(asha, id);
    expect(e.paid_count).toBe(1);
    expect(e.autopay).toMatchObject({ status: 'on', since: indiaDate(new Date()), offered: false });
    expect(e.autopay.next_debit_on).toBe(addDays(addMonths(indiaDate(new Date()), 1), -2));
  });

  it('a plan paid without it is offered it with its next payment, which then authorises the mandate', async () => {
    const { id, started } = await enrolled(ravi, false);
    expect(started.recurring).toBeNull();
    expect((await plan(ravi, id)).autopay).toMatchObject({
      status: 'off',
      offered: true,
      next_debit_on: null,
    });
    await dueSoon(ravi, id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${id}/pay`,
      headers: as(ravi),
      payload: { autopay: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recurring).not.toBeNull();
    expect((await confirm(ravi, id, res.json().razor_response.id)).statusCode).toBe(200);
    expect((await plan(ravi, id)).autopay.status).toBe('on');
  });

  it('is offered up to ₹15,000 a month (above it NPCI asks the UPI PIN for every debit), and refused above with the reason', async () => {
    const above = AUTOPAY_MAX_PAISE / 100 + 1_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plans/enrol',
      headers: as(asha),
      payload: { plan_id: planId, monthly_amount: above, autopay: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PLAN_MESSAGES.autopayLimit);
    const { id } = await enrolled(asha, false, above);
    expect((await plan(asha, id)).autopay.offered).toBe(false);
    const { id: at15k } = await enrolled(asha, false, AUTOPAY_MAX_PAISE / 100);
    expect((await plan(asha, at15k)).autopay.offered).toBe(true);
  });
});

describe('the monthly debit', () => {
  it('is asked two days before the instalment is due, once, and counts with its receipt voucher', async () => {
    const { id } = await enrolled(asha, true);
    const due = await dueSoon(asha, id);
    await collectAutopay(t.app, at(addDays(due, -3)));
    expect(debitsOf(id)).toHaveLength(0);
    await collectAutopay(t.app, at(addDays(due, -2)));
    await collectAutopay(t.app, at(addDays(due, -1)));
    expect(debitsOf(id)).toHaveLength(1);
    const debit = defined(debitsOf(id)[0], 'the debit');
    expect(debit.amountPaise).toBe(MONTHLY * 100);
    const e = await plan(asha, id);
    expect(e.paid_count).toBe(2);
    expect(e.instalments[1].voucher_number).toMatch(/^PRV\//);
    const sms = (await outboxFor(t.app, signup(760).phone_number)).filter(
      (m) =>
        m.channel === 'sms' &&
        m.body.includes(`instalment 2 of 11`) &&
        m.body.includes(`plan #${id}`),
    );
    expect(sms).toHaveLength(1);
  });

  it('a debit the bank refuses tells the customer to pay it, and is not asked again for that due date', async () => {
    const { id } = await enrolled(asha, true);
    const due = await dueSoon(asha, id);
    seen.debitAnswer = 'refused';
    try {
      await collectAutopay(t.app, at(addDays(due, -2)));
      await collectAutopay(t.app, at(addDays(due, -1)));
      expect(debitsOf(id)).toHaveLength(1);
    } finally {
      seen.debitAnswer = 'captured';
    }
    expect((await plan(asha, id)).paid_count).toBe(1);
    const told = (await outboxFor(t.app, signup(760).phone_number)).filter(
      (m) =>
        m.channel === 'sms' &&
        m.body.includes('UPI AutoPay could not collect it') &&
        m.body.includes(`(#${id})`),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain(`/plans/${id}`);
    // The customer pays it from the plan's page, one tap.
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${id}/pay`,
      headers: as(asha),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await confirm(asha, id, pay.json().razor_response.id)).statusCode).toBe(200);
    expect((await plan(asha, id)).paid_count).toBe(2);
  });

  it('a debit waiting on the bank is counted once by the webhook; a failed one tells the customer once', async () => {
    const { id } = await enrolled(asha, true);
    const due = await dueSoon(asha, id);
    seen.debitAnswer = 'pending';
    try {
      await collectAutopay(t.app, at(addDays(due, -2)));
    } finally {
      seen.debitAnswer = 'captured';
    }
    const debit = defined(debitsOf(id)[0], 'the debit');
    expect((await plan(asha, id)).paid_count).toBe(1);
    for (let i = 0; i < 2; i++)
      expect(
        (
          await webhook(
            paymentEvent('payment.captured', debit.orderId, 'pay_autopay_ok', debit.amountPaise),
          )
        ).statusCode,
      ).toBe(200);
    expect((await plan(asha, id)).paid_count).toBe(2);

    const other = await enrolled(ravi, true);
    const otherDue = await dueSoon(ravi, other.id);
    seen.debitAnswer = 'pending';
    try {
      await collectAutopay(t.app, at(addDays(otherDue, -2)));
    } finally {
      seen.debitAnswer = 'captured';
    }
    const failing = defined(debitsOf(other.id)[0], 'the debit');
    const event = paymentEvent(
      'payment.failed',
      failing.orderId,
      'pay_autopay_failed',
      failing.amountPaise,
    );
    expect((await webhook(event)).json()).toEqual({ status: 'processed' });
    // The bank's second word on the same refused debit is not news: the customer is told once.
    expect((await webhook({ ...event, id: 'evt_again' })).json()).toEqual({ status: 'ignored' });
    const told = (await outboxFor(t.app, signup(761).phone_number)).filter(
      (m) =>
        m.channel === 'sms' &&
        m.body.includes('UPI AutoPay could not collect it') &&
        m.body.includes(`(#${other.id})`),
    );
    expect(told).toHaveLength(1);
    expect((await plan(ravi, other.id)).paid_count).toBe(1);
  });

  it('the reminder says when AutoPay collects the instalment', async () => {
    const { id } = await enrolled(ravi, true);
    const due = await dueSoon(ravi, id);
    await sendPlanReminders(t.app, at(addDays(due, -3)));
    const reminder = (await outboxFor(t.app, signup(761).phone_number)).filter(
      (m) => m.channel === 'sms' && m.body.includes(`(#${id})`) && m.body.includes('is due on'),
    );
    expect(reminder).toHaveLength(1);
    expect(reminder[0]?.body).toContain('UPI AutoPay will collect it from your account on');
  });

  it('two clocks at once ask for one debit (PostgreSQL: the enrolment row is locked)', async () => {
    const { id } = await enrolled(asha, true);
    const due = await dueSoon(asha, id);
    seen.debitAnswer = 'pending';
    try {
      await withWritesHeld(t.app, 'plan_instalments', 2, () =>
        Promise.all([
          collectAutopay(t.app, at(addDays(due, -2))),
          collectAutopay(t.app, at(addDays(due, -2))),
        ]),
      );
    } finally {
      seen.debitAnswer = 'captured';
    }
    expect(debitsOf(id)).toHaveLength(1);
  });
});

describe('ending AutoPay', () => {
  it('the customer stops it: the mandate is cancelled at the provider and nothing more is debited', async () => {
    const { id } = await enrolled(asha, true);
    const due = await dueSoon(asha, id);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${id}/autopay/stop`,
      headers: as(ravi),
    });
    expect(other.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${id}/autopay/stop`,
      headers: as(asha),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PLAN_MESSAGES.autopayStopped);
    expect(res.json().enrolment.autopay).toMatchObject({
      status: 'stopped',
      stopped_on: indiaDate(new Date()),
      offered: true,
      next_debit_on: null,
    });
    expect(seen.cancelled.at(-1)?.tokenId).toMatch(/^token_sbx_/);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${id}/autopay/stop`,
      headers: as(asha),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.autopayNotOn);
    await collectAutopay(t.app, at(addDays(due, -2)));
    expect(debitsOf(id)).toHaveLength(0);
    // The next payment may set it up again; the old authorisation never turns it back on by itself.
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${id}/pay`,
      headers: as(asha),
      payload: { autopay: true },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().recurring).not.toBeNull();
    expect((await confirm(asha, id, pay.json().razor_response.id)).statusCode).toBe(200);
    expect((await plan(asha, id)).autopay).toMatchObject({ status: 'on', stopped_on: null });
  });

  it('stays stopped: the clock never turns it back on from the payment that first set it up', async () => {
    const { id } = await enrolled(asha, true);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/plans/${id}/autopay/stop`,
          headers: as(asha),
        })
      ).statusCode,
    ).toBe(200);
    const due = await dueSoon(asha, id);
    await collectAutopay(t.app, at(addDays(due, -2)));
    expect((await plan(asha, id)).autopay.status).toBe('stopped');
    expect(debitsOf(id)).toHaveLength(0);
  });

  it('the bank revoking the mandate stops it', async () => {
    const { id } = await enrolled(ravi, true);
    const [e] = await t.app.database.db
      .select()
      .from(schema.planEnrolments)
      .where(eq(schema.planEnrolments.id, id));
    const tokenId = defined(e?.autopayTokenId, 'the mandate');
    const res = await webhook({
      id: `evt_token_${id}`,
      event: 'token.cancelled',
      payload: { token: { entity: { id: tokenId } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await plan(ravi, id)).autopay.status).toBe('stopped');
    const due = await dueSoon(ravi, id);
    await collectAutopay(t.app, at(addDays(due, -2)));
    expect(debitsOf(id)).toHaveLength(0);
  });

  it('closing the plan early cancels the mandate', async () => {
    const { id } = await enrolled(asha, true);
    const [e] = await t.app.database.db
      .select()
      .from(schema.planEnrolments)
      .where(eq(schema.planEnrolments.id, id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/plans/${id}/close`,
      headers: as(asha),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enrolment.autopay).toMatchObject({ status: 'stopped', offered: false });
    expect(seen.cancelled.at(-1)).toEqual({
      customerId: e?.autopayCustomerId,
      tokenId: e?.autopayTokenId,
    });
  });
});

/**
 * What the webhook answers for a plan's events (issue 37, mutation run of webhook.service.ts): the
 * provider reads 'processed', 'ignored' or 'duplicate', and only an event that changed the plan is
 * 'processed'.
 */
describe('the provider’s webhooks for a plan', () => {
  const answer = async (event: Record<string, unknown>) => {
    const res = await webhook(event);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().status as string;
  };
  const tokenOf = async (id: number) => {
    const [e] = await t.app.database.db
      .select()
      .from(schema.planEnrolments)
      .where(eq(schema.planEnrolments.id, id));
    return defined(e?.autopayTokenId, 'the mandate');
  };
  const tokenEvent = (event: string, tokenId: string | undefined, key: string) => ({
    id: `evt_${event}_${key}`,
    event,
    payload: tokenId === undefined ? {} : { token: { entity: { id: tokenId } } },
  });

  it('a mandate the bank rejects or pauses ends AutoPay; an end it already knows, a token it does not, or a token event that is no end changes nothing', async () => {
    for (const end of ['token.rejected', 'token.paused']) {
      const { id } = await enrolled(asha, true);
      const tokenId = await tokenOf(id);
      expect(await answer(tokenEvent('token.confirmed', tokenId, `${id}`))).toBe('ignored');
      expect((await plan(asha, id)).autopay.status).toBe('on');
      expect(await answer(tokenEvent(end, tokenId, `${id}`))).toBe('processed');
      expect((await plan(asha, id)).autopay.status).toBe('stopped');
      // The bank's second word on a mandate that has ended is not news.
      expect(await answer(tokenEvent('token.cancelled', tokenId, `${id}_again`))).toBe('ignored');
    }
    expect(await answer(tokenEvent('token.cancelled', 'token_nobody_has', 'unknown'))).toBe(
      'ignored',
    );
    expect(await answer(tokenEvent('token.cancelled', undefined, 'no_token'))).toBe('ignored');
  });

  it('a failed payment is the plan’s news only when it is an AutoPay debit', async () => {
    // The first instalment, paid by hand, failing at the bank: the customer saw it fail and tries again.
    const { id, providerOrderId: firstOrder } = await enrolUnpaid(ravi, false);
    const outbox = (await outboxFor(t.app, signup(761).phone_number)).length;
    expect(
      await answer(paymentEvent('payment.failed', firstOrder, 'pay_first_failed', MONTHLY * 100)),
    ).toBe('ignored');
    expect(
      await answer(paymentEvent('payment.failed', 'order_nobody_opened', 'pay_x', MONTHLY * 100)),
    ).toBe('ignored');
    expect(
      await answer({
        id: 'evt_failed_no_order',
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_y' } } },
      }),
    ).toBe('ignored');
    expect((await outboxFor(t.app, signup(761).phone_number)).length).toBe(outbox);
    // The same payment may still be made and counted.
    expect((await confirm(ravi, id, firstOrder)).statusCode).toBe(200);
  });

  it('an instalment captured for another amount is ignored; the amount asked is counted once, its redelivery a duplicate', async () => {
    const { id, providerOrderId: order } = await enrolUnpaid(asha, false);
    expect(
      await answer(paymentEvent('payment.captured', order, 'pay_short', MONTHLY * 100 - 100)),
    ).toBe('ignored');
    expect((await plan(asha, id)).paid_count).toBe(0);
    const captured = paymentEvent('payment.captured', order, 'pay_whole', MONTHLY * 100);
    expect(await answer(captured)).toBe('processed');
    expect(await answer(captured)).toBe('duplicate');
    expect(await answer({ ...captured, id: `evt_order_paid_${id}`, event: 'order.paid' })).toBe(
      'processed',
    );
    expect((await plan(asha, id)).paid_count).toBe(1);
    const [payment] = await t.app.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.planEnrolmentId, id));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pay_whole' });
  });
});
