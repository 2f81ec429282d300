/**
 * The 11 + 1 purchase plan (ARCHITECTURE §11): the owner's plans, enrolment with the first
 * instalment through the provider, one instalment a month with its receipt voucher, counted once
 * however the confirmation arrives, the 365-day limit, maturity into non-cash store credit,
 * closing early with a refund of what was paid, reminders once per due date, and the account.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { addDays, addMonths, indiaDate, PLAN_MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider, outboxFor } from '../../../test/admin.ts';
import { signup } from '../../../test/accounts.ts';
import { checkoutSignature } from '../../../test/orders.ts';
import { recordInstalment } from '../../../test/plan-rows.ts';
import { asha, ashaId, ravi, setupShop, t } from '../../../test/shop.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxEvents } from '../payments/sandbox-webhooks.ts';
import { sendPlanReminders } from './plan-reminders.ts';

const provider = countingProvider();
setupShop(720, {}, { payments: provider });

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const MONTHLY = 5_000;
let admin: string;
let planId: number;

beforeAll(async () => {
  admin = await adminToken(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(admin), payload: { name: 'Kanak Swarna 11+1', min_monthly: 1_000, max_monthly: 50_000, active: true } });
  expect(res.statusCode, res.body).toBe(201);
  planId = res.json().plan.id;
});

const enrol = (token: string, monthly = MONTHLY) => t.app.inject({ method: 'POST', url: '/api/plans/enrol', headers: as(token), payload: { plan_id: planId, monthly_amount: monthly } });
const pay = (token: string, id: number) => t.app.inject({ method: 'POST', url: `/api/plans/${id}/pay`, headers: as(token) });
const mine = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/plans/mine', headers: as(token) })).json().enrolments;
const plan = async (token: string, id: number) => (await t.app.inject({ method: 'GET', url: `/api/plans/${id}`, headers: as(token) })).json().enrolment;

function confirm(token: string, id: number, providerOrderId: string, paymentId: string, signature = checkoutSignature(providerOrderId, paymentId)) {
  return t.app.inject({
    method: 'POST',
    url: `/api/plans/${id}/confirm`,
    headers: as(token),
    payload: { razorpay_payment_id: paymentId, razorpay_order_id: providerOrderId, razorpay_signature: signature },
  });
}

/** Enrols and pays the first instalment: the enrolment id and its first provider order. */
async function enrolled(token: string, monthly = MONTHLY) {
  const res = await enrol(token, monthly);
  expect(res.statusCode, res.body).toBe(201);
  const { enrolment, razor_response } = res.json();
  const ok = await confirm(token, enrolment.id, razor_response.id, `pay_${razor_response.id}`);
  expect(ok.statusCode, ok.body).toBe(200);
  return { id: enrolment.id as number, providerOrderId: razor_response.id as string };
}

/** Moves a plan's enrolment and its paid days back by `days` (months pass in a test). */
async function backdate(id: number, days: number) {
  const db = t.app.database.db;
  const [e] = await db.select().from(schema.planEnrolments).where(eq(schema.planEnrolments.id, id));
  await db.update(schema.planEnrolments).set({ enrolledOn: addDays(defined(defined(e, 'the enrolment').enrolledOn, 'its enrolment day'), -days) }).where(eq(schema.planEnrolments.id, id));
  for (const i of await db.select().from(schema.planInstalments).where(eq(schema.planInstalments.enrolmentId, id))) {
    if (i.paidOn) await db.update(schema.planInstalments).set({ paidOn: addDays(i.paidOn, -days) }).where(eq(schema.planInstalments.id, i.id));
  }
}

const countedOf = async (id: number) =>
  (await t.app.database.db.select().from(schema.planInstalments).where(eq(schema.planInstalments.enrolmentId, id))).filter((i) => i.number !== null);

describe('the owner sets plans', () => {
  it('lists active plans for everyone as 11 months with one instalment as the bonus', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(admin), payload: { name: 'Retired', min_monthly: 500, max_monthly: 900, active: false } });
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.json().plans).toEqual([{ id: planId, name: 'Kanak Swarna 11+1', months: 11, min_monthly: 1_000, max_monthly: 50_000, bonus: 'one instalment' }]);
  });

  it('refuses a smallest amount above the largest, and customers (403)', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(admin), payload: { name: 'x', min_monthly: 900, max_monthly: 500, active: true } });
    expect(bad.statusCode).toBe(422);
    const customer = await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(asha), payload: { name: 'x', min_monthly: 500, max_monthly: 900, active: true } });
    expect(customer.statusCode).toBe(403);
  });
});

describe('enrolling and paying', () => {
  it('refuses a monthly amount outside the plan\'s range, naming it', async () => {
    const res = await enrol(asha, 999);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Choose a monthly amount between ₹1,000 and ₹50,000.');
  });

  it('starts with the first instalment through the provider, and counts it with a receipt voucher once confirmed', async () => {
    const res = await enrol(asha);
    expect(res.json().razor_response).toMatchObject({ amount: MONTHLY * 100, currency: 'INR' });
    expect(res.json().enrolment).toMatchObject({ status: 'pending', paid_count: 0 });
    const { id } = res.json().enrolment;
    const orderId = res.json().razor_response.id;
    expect((await confirm(asha, id, orderId, 'pay_forged', 'f'.repeat(64))).statusCode).toBe(422);

    const ok = await confirm(asha, id, orderId, 'pay_first');
    const today = indiaDate(new Date());
    expect(ok.json().enrolment).toMatchObject({ status: 'active', enrolled_on: today, paid_count: 1, paid_total: MONTHLY, next_due: addMonths(today, 1), maturity_value: MONTHLY * 12, bonus: MONTHLY });
    expect(ok.json().enrolment.instalments[0].voucher_number).toMatch(/^PRV\/\d\d-\d\d\/\d{6}$/);
    expect(ok.json().enrolment.instalments).toHaveLength(11);
    const sms = await outboxFor(t.app, signup(720).phone_number);
    expect(sms.map((m) => m.body).join('\n')).toContain('instalment 1 of 11');
  });

  it('records one instalment when the confirm is replayed and the webhook arrives too', async () => {
    const res = await enrol(asha);
    const { id } = res.json().enrolment;
    const orderId = res.json().razor_response.id;
    const answers = await Promise.all([confirm(asha, id, orderId, 'pay_twice'), confirm(asha, id, orderId, 'pay_twice')]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    for (const event of sandboxEvents(orderId, 'pay_twice', MONTHLY * 100)) {
      const body = JSON.stringify(event);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body), 'x-razorpay-event-id': String(event.id) },
        payload: body,
      });
      expect(hook.statusCode, hook.body).toBe(200);
    }
    expect(await countedOf(id)).toHaveLength(1);
    expect((await plan(asha, id)).paid_count).toBe(1);
  });

  it('counts a plan paid by the webhook alone', async () => {
    const res = await enrol(asha);
    const { id } = res.json().enrolment;
    const orderId = res.json().razor_response.id;
    const [event] = sandboxEvents(orderId, 'pay_hook_only', MONTHLY * 100);
    const body = JSON.stringify(event);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body), 'x-razorpay-event-id': 'evt_plan_only' },
      payload: body,
    });
    expect(hook.json()).toEqual({ status: 'processed' });
    expect((await plan(asha, id)).status).toBe('active');
  });

  it('refuses the next instalment more than a week before it is due, then takes it, numbered after the first', async () => {
    const { id } = await enrolled(asha);
    const early = await pay(asha, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^The next instalment can be paid from /);

    await backdate(id, 31);
    const next = await pay(asha, id);
    expect(next.statusCode, next.body).toBe(200);
    const ok = await confirm(asha, id, next.json().razor_response.id, 'pay_second');
    const view = ok.json().enrolment;
    expect(view.paid_count).toBe(2);
    const [first, second] = view.instalments;
    expect(Number(second.voucher_number.slice(-6))).toBeGreaterThan(Number(first.voucher_number.slice(-6)));
  });

  it('refunds a second payment for the same month (two tabs) instead of counting it', async () => {
    const { id } = await enrolled(asha);
    await backdate(id, 31);
    const a = (await pay(asha, id)).json().razor_response.id;
    const b = (await pay(asha, id)).json().razor_response.id;
    expect((await confirm(asha, id, a, 'pay_tab_a')).statusCode).toBe(200);
    const before = provider.refunds.length;
    const second = await confirm(asha, id, b, 'pay_tab_b');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PLAN_MESSAGES.refunded);
    expect(provider.refunds.slice(before)).toEqual([{ paymentId: 'pay_tab_b', amountPaise: MONTHLY * 100, receipt: expect.stringMatching(/^plan_instalment_/) }]);
    expect(await countedOf(id)).toHaveLength(2);
  });

  it('refuses a payment that would make the plan run past 365 days from enrolment', async () => {
    const { id } = await enrolled(asha);
    await backdate(id, 4 * 31);
    const res = await pay(asha, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_MESSAGES.past365);
    expect((await plan(asha, id)).missed_months).toBe(3);
  });

  it('shows a customer only their own plans', async () => {
    const { id } = await enrolled(asha);
    expect((await t.app.inject({ method: 'GET', url: `/api/plans/${id}`, headers: as(ravi) })).statusCode).toBe(404);
    expect((await pay(ravi, id)).statusCode).toBe(404);
    expect((await mine(ravi)).map((e: { id: number }) => e.id)).not.toContain(id);
  });
});

describe('maturity and closing early', () => {
  it('turns eleven instalments plus the bonus into store credit for orders that is never cash', async () => {
    const { id } = await enrolled(asha);
    // Nine more instalments paid month by month (as their confirmations would have recorded them).
    const db = t.app.database.db;
    await backdate(id, 310);
    const [e] = await db.select().from(schema.planEnrolments).where(eq(schema.planEnrolments.id, id));
    for (let n = 2; n <= 10; n++) {
      await recordInstalment(db, {
        enrolmentId: id, providerOrderId: `order_m_${id}_${n}`, providerPaymentId: `pay_m_${id}_${n}`,
        amountPaise: MONTHLY * 100, number: n, paidOn: addMonths(defined(defined(e, 'the enrolment').enrolledOn, 'its enrolment day'), n - 1), paidAt: new Date(), voucherNumber: `PRV/TEST/${id}-${n}`,
      });
    }
    const before = (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(asha) })).json();
    const last = await pay(asha, id);
    expect(last.statusCode, last.body).toBe(200);
    const ok = await confirm(asha, id, last.json().razor_response.id, `pay_eleventh_${id}`);
    expect(ok.json().enrolment).toMatchObject({ status: 'matured', paid_count: 11, paid_total: MONTHLY * 11, maturity_value: MONTHLY * 12 });
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(asha) })).json();
    expect(wallet.balance - before.balance).toBe(MONTHLY * 12);
    expect(wallet.redeemable).toBe(before.redeemable);
    expect((await pay(asha, id)).statusCode).toBe(409);

    const owner = (await t.app.inject({ method: 'GET', url: '/api/admin/plans', headers: as(admin) })).json();
    expect(owner.matured).toContain(id);
  });

  it('closing early refunds every instalment paid, without the bonus, through the provider', async () => {
    const { id } = await enrolled(asha);
    await backdate(id, 31);
    const next = (await pay(asha, id)).json().razor_response.id;
    await confirm(asha, id, next, `pay_close_${id}`);
    const before = provider.refunds.length;
    const res = await t.app.inject({ method: 'POST', url: `/api/plans/${id}/close`, headers: as(asha) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enrolment).toMatchObject({ status: 'closed', maturity_value: 0 });
    expect(provider.refunds.slice(before).map((r) => r.amountPaise)).toEqual([MONTHLY * 100, MONTHLY * 100]);
    expect(res.json().enrolment.instalments.slice(0, 2).every((i: { refunded: boolean }) => i.refunded)).toBe(true);
    expect((await pay(asha, id)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/plans/${id}/close`, headers: as(asha) })).statusCode).toBe(409);
  });
});

describe('reminders and the owner\'s view', () => {
  it('reminds once per due date, from three days before it, with a link to pay', async () => {
    const { id } = await enrolled(ravi);
    const due = addMonths(indiaDate(new Date()), 1);
    const at = new Date(`${addDays(due, -3)}T06:00:00Z`);
    await sendPlanReminders(t.app, new Date(`${addDays(due, -4)}T06:00:00Z`));
    const phone = signup(721).phone_number;
    const reminders = async () => (await outboxFor(t.app, phone)).filter((m) => m.body.includes('is due on'));
    expect(await reminders()).toHaveLength(0);
    await sendPlanReminders(t.app, at);
    await sendPlanReminders(t.app, at);
    const sent = await reminders();
    expect(sent.filter((m) => m.channel === 'sms')).toHaveLength(1);
    expect(defined(sent[0], 'a reminder').body).toContain(`/plans/${id}`);
  });

  it('lists every plan with money in and what is due this month', async () => {
    const { id } = await enrolled(ravi);
    await backdate(id, 28);
    const owner = (await t.app.inject({ method: 'GET', url: '/api/admin/plans', headers: as(admin) })).json();
    expect(owner.enrolments.find((e: { id: number }) => e.id === id)).toMatchObject({ customer: { name: signup(721).name }, paid_count: 1 });
    expect(owner.due_this_month).toContain(id);
    expect(owner.plans.map((p: { name: string }) => p.name)).toContain('Retired');
  });
});

describe('the account', () => {
  it('cannot be closed while a plan is running, and the export lists the plans', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: as(ravi), payload: { password: signup(721).password } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Your purchase plan #\d+/);
    const exported = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: as(asha) })).json();
    expect(exported.purchase_plans.length).toBeGreaterThan(0);
    expect(exported.purchase_plans[0].instalments[0]).toHaveProperty('voucher_number');
    expect(exported.purchase_plans.every((p: { user_id: number }) => p.user_id === ashaId)).toBe(true);
  });
});
