/** The 11 + 1 plan's schedule as the customer's plan page shows it (ARCHITECTURE §11). */
import { describe, expect, it } from 'vitest';
import { planRefusalMessage, planSchedule } from './plans.ts';

// Joined (first instalment paid) on 10 January 2027.
const START = '2027-01-10';
const tenth = (months: number[]) => months.map((m) => `2027-${String(m).padStart(2, '0')}-10`);

describe('a plan’s schedule', () => {
  it('numbers its instalments 1 to 11, the paid ones with the day they were paid', () => {
    const s = planSchedule(START, [START, '2027-02-08', '2027-03-12'], '2027-03-12');
    expect(s.rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(s.rows.slice(0, 4).map((r) => [r.due, r.paidOn])).toEqual([
      ['2027-01-10', '2027-01-10'],
      ['2027-02-10', '2027-02-08'],
      ['2027-03-10', '2027-03-12'],
      ['2027-04-10', null],
    ]);
  });

  it('of a plan joined but not yet paid asks for the first instalment on the day it was joined', () => {
    const s = planSchedule(START, [], START);
    expect(s.paid).toBe(0);
    expect(s.nextDue).toBe(START);
    expect(s.missed).toBe(0);
    expect(s.refusal).toBeNull();
    expect(s.rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(s.rows.at(-1)?.due).toBe('2027-11-10');
  });

  it('gives a month’s instalment until the day before the next one falls due: on that day the month is missed', () => {
    // February's instalment unpaid; on 10 March the one asked for is March's, and maturity moved a month.
    const seen = planSchedule(START, [START], '2027-03-10');
    expect(seen.missed).toBe(1);
    expect(seen.nextDue).toBe('2027-03-10');
    expect(seen.maturity).toBe('2027-12-10');
    // Paid that day, it counts for March: the next is April's.
    const paid = planSchedule(START, [START, '2027-03-10'], '2027-03-10');
    expect(paid.missed).toBe(1);
    expect(paid.nextDue).toBe('2027-04-10');
    expect(paid.rows[1]).toEqual({ number: 2, due: '2027-03-10', paidOn: '2027-03-10' });
  });

  it('of a matured plan counts the months it missed on the way: none when paid every month, one when February was skipped', () => {
    const onTime = planSchedule(START, tenth([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), '2027-11-10');
    expect(onTime.missed).toBe(0);
    const skipped = planSchedule(START, tenth([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), '2027-12-10');
    expect(skipped.paid).toBe(11);
    expect(skipped.missed).toBe(1);
    expect(skipped.maturity).toBe('2027-12-10');
  });

  it('of a matured plan refuses another payment saying the plan has matured', () => {
    const s = planSchedule(START, tenth([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), '2027-11-20');
    expect(s.refusal).toEqual({ reason: 'complete' });
    expect(planRefusalMessage({ reason: 'complete' })).toBe(
      'All 11 instalments are paid: your plan has matured.',
    );
  });
});
