/**
 * Plan money is never lost or counted twice (ARCHITECTURE §11): a confirm replayed, a webhook and
 * a confirm arriving together, or two tabs paying the same month at once record one instalment,
 * one receipt voucher number each and no gap in the series. It discriminates on PostgreSQL
 * (`npm run test:pg -- <this file>`), where the requests run on separate connections: the test
 * holds a SHARE lock on payments (reads pass, the payments' writes wait) until every
 * request is waiting, so without the enrolment's row lock all of them would have read the
 * instalment unpaid before any wrote. On PGlite (one connection) it only states the rule.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { addDays } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider, outboxFor } from '../../../test/admin.ts';
import { signup } from '../../../test/accounts.ts';
import { checkoutSignature } from '../../../test/orders.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxEvents } from '../payments/sandbox-webhooks.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { instalmentsOf } from './plans.repository.ts';

const provider = countingProvider();
setupShop(740, {}, { payments: provider });

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const MONTHLY = 2_500;
let planId: number;

beforeAll(async () => {
  const admin = await adminToken(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(admin), payload: { name: 'Race plan', min_monthly: 1_000, max_monthly: 10_000, active: true } });
  planId = res.json().plan.id;
});

const confirm = (id: number, orderId: string, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/plans/${id}/confirm`,
    headers: as(asha),
    payload: { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: checkoutSignature(orderId, paymentId) },
  });

function webhook(orderId: string, paymentId: string) {
  const [event] = sandboxEvents(orderId, paymentId, MONTHLY * 100);
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body), 'x-razorpay-event-id': String(defined(event, 'the event').id) },
    payload: body,
  });
}


const instalments = async (id: number) => (await instalmentsOf(t.app.database.db, [id])).get(id) ?? [];

/** Every voucher number ever issued is on an instalment: the series has no gap or repeat. */
async function expectSeriesWhole() {
  const series = await t.app.database.db.select().from(schema.planVoucherSeries);
  const vouchers = (await t.app.database.db.select().from(schema.planInstalments)).map((i) => i.voucherNumber).filter((v) => v !== null);
  expect(new Set(vouchers).size).toBe(vouchers.length);
  expect(series.reduce((s, r) => s + r.lastSequence, 0)).toBe(vouchers.length);
}

describe('plan payments racing', () => {
  // Two requests at a time: the test database's pool has four connections (the held lock, the two
  // requests, the query that counts the waiting).
  for (const [name, second] of [
    ['its webhook', (orderId: string, paymentId: string, id: number) => (void id, webhook(orderId, paymentId))],
    ['its replay', (orderId: string, paymentId: string, id: number) => confirm(id, orderId, paymentId)],
  ] as const) {
    it(`a confirm and ${name} at once record the first instalment once`, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/plans/enrol', headers: as(asha), payload: { plan_id: planId, monthly_amount: MONTHLY } });
      const id = res.json().enrolment.id as number;
      const orderId = res.json().razor_response.id as string;
      const answers = await withWritesHeld(t.app, 'payments', 2, () => Promise.all([confirm(id, orderId, `pay_race_${id}`), second(orderId, `pay_race_${id}`, id)]));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const rows = await instalments(id);
      expect(rows.filter((r) => r.number !== null)).toHaveLength(1);
      expect(rows.filter((r) => r.refundStatus !== null)).toHaveLength(0);
      // Counted once: one payments row paid, and the customer told once on each channel.
      expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
      const told = (await outboxFor(t.app, signup(740).phone_number)).filter((m) => m.body.includes(`purchase plan #${id}. Receipt voucher`));
      expect(told.length).toBeGreaterThan(0);
      expect(told.length).toBe(new Set(told.map((m) => m.channel)).size);
      await expectSeriesWhole();
    });
  }

  it('two tabs paying the same month at once: one instalment counts, the other payment is refunded', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/plans/enrol', headers: as(asha), payload: { plan_id: planId, monthly_amount: MONTHLY } });
    const id = res.json().enrolment.id as number;
    expect((await confirm(id, res.json().razor_response.id, 'pay_tabs_first')).statusCode).toBe(200);
    // A month on: the second instalment is due.
    const [e] = await t.app.database.db.select().from(schema.planEnrolments).where(eq(schema.planEnrolments.id, id));
    await t.app.database.db.update(schema.planEnrolments).set({ enrolledOn: addDays(defined(defined(e, 'the enrolment').enrolledOn, 'its enrolment day'), -31) }).where(eq(schema.planEnrolments.id, id));
    await t.app.database.db.update(schema.planInstalments).set({ paidOn: addDays(defined(defined(e, 'the enrolment').enrolledOn, 'its enrolment day'), -31) }).where(eq(schema.planInstalments.enrolmentId, id));
    const pay = () => t.app.inject({ method: 'POST', url: `/api/plans/${id}/pay`, headers: as(asha) });
    const a = (await pay()).json().razor_response.id as string;
    const b = (await pay()).json().razor_response.id as string;
    const before = provider.refunds.length;

    const answers = await withWritesHeld(t.app, 'payments', 2, () => Promise.all([confirm(id, a, 'pay_tab_a'), webhook(b, 'pay_tab_b')]));
    // Whichever came second is refunded: the browser is told so (409), the webhook answers 200.
    for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
    const rows = await instalments(id);
    expect(rows.filter((r) => r.number !== null).map((r) => r.number).sort()).toEqual([1, 2]);
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(3);
    expect(provider.refunds.slice(before)).toHaveLength(1);
    await expectSeriesWhole();
  });
});
