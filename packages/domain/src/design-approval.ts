/**
 * Design approval's rules that need no database (ARCHITECTURE §10, decision 053): which stages are
 * past CAD, and how many working days an order waited on the customer's answer.
 */
import { indiaDate, isIsoDate } from './calendar.ts';
import { PRODUCTION_STAGES, type ProductionStage } from './order-states.ts';

/** Stages the piece is being made in from the approved design: manufacturing, setting, final. */
export function isPastCad(stage: ProductionStage): boolean {
  return PRODUCTION_STAGES.indexOf(stage) > PRODUCTION_STAGES.indexOf('cad');
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Working days after `fromIso` up to and including `toIso` (Monday–Saturday outside the shop's
 * holidays, decision 026): the count `n` with addWorkingDays(fromIso, n) ≤ toIso. A design sent
 * and answered the same day cost none; sent on a Saturday and answered on the Monday, one.
 */
export function workingDaysBetween(fromIso: string, toIso: string, holidays: readonly string[]): number {
  if (!isIsoDate(fromIso) || !isIsoDate(toIso)) throw new RangeError(`Not ISO dates: ${fromIso}, ${toIso}`);
  const closed = new Set(holidays);
  const end = Date.parse(`${toIso}T00:00:00Z`);
  let count = 0;
  for (let time = Date.parse(`${fromIso}T00:00:00Z`) + DAY_MS; time <= end; time += DAY_MS) {
    const date = new Date(time);
    if (date.getUTCDay() !== 0 && !closed.has(date.toISOString().slice(0, 10))) count += 1;
  }
  return count;
}

/**
 * Working days one design round kept the order waiting: from the India date it was sent to the
 * India date of the customer's answer, or to `until` while it still waits.
 */
export function designWaitWorkingDays(sentAt: Date, answeredAt: Date | null, until: Date, holidays: readonly string[]): number {
  const end = answeredAt ?? until;
  if (end.getTime() <= sentAt.getTime()) return 0;
  return workingDaysBetween(indiaDate(sentAt), indiaDate(end), holidays);
}
