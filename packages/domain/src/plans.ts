import { formatIndiaDate } from './calendar.ts';

/*
 * The 11 + 1 jewellery purchase plan (ARCHITECTURE §11, decision 057). The customer pays a fixed
 * monthly instalment, one per monthly window counted from enrolment (the day the first instalment
 * is paid). A window that passes unpaid is a missed month: the schedule and maturity move one
 * month later. Eleven paid instalments mature the plan; the shop adds one instalment as the bonus.
 * No plan may run past 365 days from enrolment (Companies (Acceptance of Deposits) Rules, 2014,
 * rule 2(1)(c)(x)(b)): a payment whose plan could then only finish later is refused.
 */

export const PLAN_MONTHS = 11;
/** Days from enrolment within which the last instalment must fall (Acceptance of Deposits Rules). */
export const PLAN_MAX_DAYS = 365;
/** An instalment may be paid this many days before its due date (a reminder leads to it). */
export const PLAN_PAY_EARLY_DAYS = 7;
/** The reminder goes this many days before each due date. */
export const PLAN_REMINDER_DAYS = 3;
export const PLAN_BONUS = 'one instalment';
/**
 * UPI AutoPay (decision 060): a plan's debit is asked for this many days before the due date; the
 * provider tells the customer 24 hours before it debits (NPCI), so the money lands before it is due.
 */
export const AUTOPAY_LEAD_DAYS = 2;
/** NPCI: a UPI AutoPay debit above ₹15,000 needs the customer's UPI PIN every time, so AutoPay is offered up to it. */
export const AUTOPAY_MAX_PAISE = 15_000_00;

export const PLAN_MESSAGES = {
  notFound: 'Plan not found.',
  voucherNotFound: 'Voucher not found.',
  inactive: 'This plan is not open for enrolment.',
  amountRange: (min: string, max: string) => `Choose a monthly amount between ${min} and ${max}.`,
  minAboveMax: 'The smallest monthly amount must not be above the largest.',
  notOpen: 'This plan is not open for payments.',
  tooEarly: (due: string) => `The next instalment can be paid from ${due}.`,
  past365: 'This payment would make the plan run past 365 days from enrolment, which the law does not allow. Close the plan to get back what you paid.',
  complete: 'All 11 instalments are paid: your plan has matured.',
  paymentFailed: 'Payment could not be verified. Nothing was charged twice; please try again.',
  refunded: 'This payment could not be taken for the plan (its instalment for this month is paid, or the plan is closed): it is being refunded.',
  cannotClose: 'Only a plan that is still being paid can be closed.',
  closed: 'Your plan is closed. What you paid is being refunded to the account you paid from.',
  planSaved: 'Plan saved.',
  enrolled: 'Instalment received. Thank you.',
  autopayOn: 'UPI AutoPay is set up: each instalment is collected from your account two days before it is due. You can stop it at any time.',
  autopayStopped: 'UPI AutoPay is stopped. Pay each instalment from the reminder we send.',
  autopayNotOn: 'UPI AutoPay is not running for this plan.',
  autopayLimit: 'UPI AutoPay collects up to ₹15,000 a month. Pay this plan each month from the reminder we send.',
  autopayNotReady: 'UPI AutoPay could not be stopped just now. Please try again in a few minutes.',
  openPlan: (ids: number[]) => `Your purchase plan ${ids.map((i) => `#${i}`).join(', ')} is still running: close it or let it mature before closing your account.`,
} as const;

const DAY_MS = 24 * 3600_000;
const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** `day` plus `days` calendar days (ISO dates). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(toUtc(day).getTime() + days * DAY_MS));
}

/** The same date `months` later; a day the month lacks becomes its last day (31 Jan + 1 = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const d = toUtc(day);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last))));
}

/** The last day a plan enrolled on `start` may run to. */
export function planLastDay(start: string): string {
  return addDays(start, PLAN_MAX_DAYS);
}

/** Whole monthly windows from `start` to `today`: 0 in the first month. */
export function windowOn(start: string, today: string): number {
  let j = 0;
  while (addMonths(start, j + 1) <= today) j++;
  return j;
}

/**
 * The window each paid instalment took, from the days they were paid (oldest first). The first is
 * window 0; each later one the window it was paid in, but never the same window as the one before
 * (paying a few days early counts for the coming window).
 */
export function paidWindows(start: string, paidDays: readonly string[]): number[] {
  const windows: number[] = [];
  for (const day of paidDays) {
    const previous = windows.at(-1);
    windows.push(previous === undefined ? 0 : Math.max(previous + 1, windowOn(start, day)));
  }
  return windows;
}

export type PlanRefusal = { reason: 'complete' } | { reason: 'too_early'; from: string } | { reason: 'past_365' };

export interface PlanSchedule {
  paid: number;
  /** Months skipped so far, by which maturity moved. */
  missed: number;
  /** The next instalment's due date, or null once 11 are paid. */
  nextDue: string | null;
  /** The window the next instalment takes. */
  nextWindow: number | null;
  /** When the 11th instalment falls if every later one is paid in its month (the paid day once matured). */
  maturity: string;
  lastDay: string;
  /** Every instalment's date: paid ones the day they were paid, the rest their due dates. */
  rows: { number: number; due: string; paidOn: string | null }[];
  /** Why the next instalment may not be paid today, or null when it may. */
  refusal: PlanRefusal | null;
}

/** The schedule of a plan enrolled on `start` with instalments paid on `paidDays`, seen on `today`. */
export function planSchedule(start: string, paidDays: readonly string[], today: string): PlanSchedule {
  const windows = paidWindows(start, paidDays);
  const paid = paidDays.length;
  const lastDay = planLastDay(start);
  const rows: PlanSchedule['rows'] = windows.map((w, i) => ({ number: i + 1, due: addMonths(start, w), paidOn: paidDays[i] ?? null }));
  if (paid >= PLAN_MONTHS) {
    return { paid, missed: (windows.at(-1) ?? 0) - (paid - 1), nextDue: null, nextWindow: null, maturity: paidDays[paid - 1] ?? start, lastDay, rows, refusal: { reason: 'complete' } };
  }
  const previous = windows.at(-1);
  const nextWindow = previous === undefined ? 0 : Math.max(previous + 1, windowOn(start, today));
  const lastWindow = nextWindow + (PLAN_MONTHS - paid - 1);
  for (let n = paid + 1; n <= PLAN_MONTHS; n++) rows.push({ number: n, due: addMonths(start, nextWindow + n - paid - 1), paidOn: null });
  const nextDue = addMonths(start, nextWindow);
  const maturity = addMonths(start, lastWindow);
  let refusal: PlanRefusal | null = null;
  if (maturity > lastDay) refusal = { reason: 'past_365' };
  else if (today < addDays(nextDue, -PLAN_PAY_EARLY_DAYS)) refusal = { reason: 'too_early', from: addDays(nextDue, -PLAN_PAY_EARLY_DAYS) };
  return { paid, missed: nextWindow - paid, nextDue, nextWindow, maturity, lastDay, rows, refusal };
}

/** What a refusal tells the customer. */
export function planRefusalMessage(refusal: PlanRefusal): string {
  if (refusal.reason === 'complete') return PLAN_MESSAGES.complete;
  if (refusal.reason === 'past_365') return PLAN_MESSAGES.past365;
  return PLAN_MESSAGES.tooEarly(formatIndiaDate(refusal.from));
}

/** What a matured plan is worth: the instalments paid plus one more as the bonus. */
export function maturityValuePaise(monthlyPaise: number, paid: number): number {
  return paid >= PLAN_MONTHS ? monthlyPaise * (PLAN_MONTHS + 1) : 0;
}

/** The reminder for the next due date is due from PLAN_REMINDER_DAYS before it. */
export function reminderDue(schedule: PlanSchedule, today: string): boolean {
  return schedule.nextDue !== null && schedule.refusal?.reason !== 'past_365' && today >= addDays(schedule.nextDue, -PLAN_REMINDER_DAYS);
}

/**
 * UPI AutoPay's debit for the next due date is asked for from AUTOPAY_LEAD_DAYS before it, while the
 * instalment may be paid today (never past the 365 days, never once matured).
 */
export function autopayDebitDue(schedule: PlanSchedule, today: string): boolean {
  return schedule.nextDue !== null && schedule.refusal === null && today >= addDays(schedule.nextDue, -AUTOPAY_LEAD_DAYS);
}

/** The day AutoPay asks for the next instalment: AUTOPAY_LEAD_DAYS before it is due, or today if that has passed. */
export function autopayDebitOn(schedule: PlanSchedule, today: string): string | null {
  if (schedule.nextDue === null || schedule.refusal?.reason === 'past_365' || schedule.refusal?.reason === 'complete') return null;
  const day = addDays(schedule.nextDue, -AUTOPAY_LEAD_DAYS);
  return day < today ? today : day;
}
