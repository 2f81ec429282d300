/**
 * The shop's calendar (ARCHITECTURE §7): dates are India dates (Asia/Kolkata, UTC+5:30 all year,
 * no daylight saving) and a working day is Monday–Saturday outside the shop's holiday list.
 * Dates travel as ISO 'YYYY-MM-DD' strings; an ISO date is computed on as midnight UTC, so no
 * arithmetic here depends on the time zone of the machine it runs on.
 */
import { DELIVERY_WORKING_DAYS } from './catalog.ts';

/** India is UTC+5:30 and has kept no daylight saving since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// SPEC §1: a piece is delivered 15 working days after its advance is paid. The figure lives with
// the catalogue's promises; the calendar re-exports that same binding (index.ts exports both).
export { DELIVERY_WORKING_DAYS };
/** A refund reaches the customer in 7–10 working days; the date promised is the later end. */
export const REFUND_WORKING_DAYS = 10;

/** The India calendar date of an instant: 20:00 UTC on 1 Dec is already 2 Dec in India. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight UTC of a real calendar date, or a RangeError ('2026-02-30' is not one). */
function parseIsoDate(iso: string): Date {
  const match = ISO_DATE.exec(iso);
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new RangeError(`Not an ISO date: ${iso}`);
  }
  return date;
}

/** True for a real calendar date written 'YYYY-MM-DD' (the holiday form's and the API's check). */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The date `days` working days after `fromIsoDate`, which itself is not counted (a Friday plus
 * one working day is the Saturday; a Saturday plus one is the Monday). Sundays and the holidays
 * are skipped.
 */
export function addWorkingDays(fromIsoDate: string, days: number, holidays: readonly string[]): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Working days must be a whole number ≥ 0: ${days}`);
  const closed = new Set(holidays);
  let time = parseIsoDate(fromIsoDate).getTime();
  for (let counted = 0; counted < days; ) {
    time += DAY_MS;
    const date = new Date(time);
    if (date.getUTCDay() !== 0 && !closed.has(date.toISOString().slice(0, 10))) counted += 1;
  }
  return new Date(time).toISOString().slice(0, 10);
}

/** The delivery date promised for an advance paid at `advancePaidAt`. */
export function deliveryBy(advancePaidAt: Date, holidays: readonly string[]): string {
  return addWorkingDays(indiaDate(advancePaidAt), DELIVERY_WORKING_DAYS, holidays);
}

/** The date by which a refund issued at `at` is expected to reach the customer. */
export function refundExpectedBy(at: Date, holidays: readonly string[]): string {
  return addWorkingDays(indiaDate(at), REFUND_WORKING_DAYS, holidays);
}

// Written out rather than with Intl.DateTimeFormat: its first use loads the locale's data, tens of
// milliseconds in a phone's browser before the page answers a tap (ARCHITECTURE §6), and the
// server's ICU and the browser's may name a month differently, which a hydrated page must not.
// The names are en-IN's ('Sept').
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** Day, month (0–11) and year of an ISO date. */
function partsOf(iso: string): { day: number; month: number; year: number } {
  const date = parseIsoDate(iso);
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

/** '2026-12-09' → '9 Dec 2026'. */
export function formatIndiaDate(iso: string): string {
  const { day, month, year } = partsOf(iso);
  return `${day} ${SHORT_MONTHS[month]} ${year}`;
}

/** '2026-12-09' → '9 December 2026'. */
export function formatIndiaLongDate(iso: string): string {
  const { day, month, year } = partsOf(iso);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** '2026-12-09' → '9 Dec'. */
export function formatIndiaDayMonth(iso: string): string {
  const { day, month } = partsOf(iso);
  return `${day} ${SHORT_MONTHS[month]}`;
}
