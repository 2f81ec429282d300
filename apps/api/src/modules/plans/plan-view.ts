import {
  AUTOPAY_MAX_PAISE,
  autopayDebitOn,
  indiaDate,
  paiseToRupees,
  PLAN_BONUS,
  PLAN_MONTHS,
  planRefusalMessage,
  planSchedule,
  type Autopay,
  type Enrolment,
  type Plan,
  type PlanSchedule,
} from '@kanak/domain';
import type { TaxDocument } from '@kanak/db';
import type { EnrolmentRow, InstalmentRow, PlanRow } from './plans.repository.ts';

export const planView = (p: PlanRow): Plan => ({
  id: p.id,
  name: p.name,
  months: PLAN_MONTHS,
  min_monthly: paiseToRupees(p.minMonthlyPaise),
  max_monthly: paiseToRupees(p.maxMonthlyPaise),
  bonus: PLAN_BONUS,
});

export const adminPlanView = (p: PlanRow) => ({ ...planView(p), active: p.active });

/** The instalments that count, in their order. */
export const countedInstalments = (rows: readonly InstalmentRow[]) =>
  rows.filter((r) => r.number !== null).sort((a, b) => (a.number ?? 0) - (b.number ?? 0));

/** The schedule of an enrolment on `today` (a pending one starts today). */
export function scheduleOf(e: EnrolmentRow, rows: readonly InstalmentRow[], today: string): PlanSchedule {
  const counted = countedInstalments(rows);
  return planSchedule(e.enrolledOn ?? today, counted.map((r) => r.paidOn ?? today), today);
}

/** An enrolment as its customer (and the owner) reads it. */
export function enrolmentView(e: EnrolmentRow, planName: string, rows: readonly InstalmentRow[], docs: readonly TaxDocument[] = [], now = new Date()): Enrolment {
  const receipt = new Map(docs.filter((d) => d.type === 'plan_receipt_voucher').map((d) => [d.planInstalmentId, d.id]));
  const refund = docs.find((d) => d.type === 'refund_voucher');
  const today = indiaDate(now);
  const counted = countedInstalments(rows);
  const s = scheduleOf(e, rows, today);
  const open = e.status === 'active' || e.status === 'pending';
  const paidTotal = counted.reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    id: e.id,
    plan_id: e.planId,
    plan_name: planName,
    status: e.status,
    monthly_amount: paiseToRupees(e.monthlyPaise),
    enrolled_on: e.enrolledOn,
    paid_count: counted.length,
    paid_total: paiseToRupees(paidTotal),
    missed_months: e.enrolledOn ? s.missed : 0,
    next_due: open ? s.nextDue : null,
    pay_refusal: e.status === 'active' && s.refusal ? planRefusalMessage(s.refusal) : null,
    maturity_date: e.status === 'closed' ? null : s.maturity,
    last_day: e.enrolledOn ? s.lastDay : null,
    maturity_value: paiseToRupees(e.status === 'closed' ? 0 : e.monthlyPaise * (PLAN_MONTHS + 1)),
    bonus: paiseToRupees(e.status === 'closed' ? 0 : e.monthlyPaise),
    instalments: s.rows.map((row) => {
      const paid = counted[row.number - 1];
      return {
        number: row.number,
        due: row.due,
        paid_on: paid?.paidOn ?? null,
        amount: paiseToRupees(paid?.amountPaise ?? e.monthlyPaise),
        voucher_number: paid?.voucherNumber ?? null,
        voucher_id: paid ? (receipt.get(paid.id) ?? null) : null,
        refunded: paid?.refundStatus === 'processed',
      };
    }),
    closed_on: e.closedAt ? indiaDate(e.closedAt) : null,
    refund_voucher: refund ? { id: refund.id, number: refund.number, amount: paiseToRupees(refund.totalPaise) } : null,
    autopay: autopayView(e, s, today),
  };
}

/** A plan's UPI AutoPay as its customer reads it (decision 060). */
export function autopayView(e: EnrolmentRow, s: PlanSchedule, today: string): Autopay {
  const open = e.status === 'active' || e.status === 'pending';
  const on = e.autopayTokenId !== null && e.autopayEndedAt === null;
  const status = on ? 'on' : e.autopayEndedAt !== null ? 'stopped' : 'off';
  return {
    status,
    since: on && e.autopaySince ? indiaDate(e.autopaySince) : null,
    stopped_on: e.autopayEndedAt ? indiaDate(e.autopayEndedAt) : null,
    next_debit_on: on && open ? autopayDebitOn(s, today) : null,
    offered: open && !on && e.monthlyPaise <= AUTOPAY_MAX_PAISE,
  };
}
