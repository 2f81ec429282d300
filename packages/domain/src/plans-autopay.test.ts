import { describe, expect, it } from 'vitest';
import { AUTOPAY_LEAD_DAYS, autopayDebitDue, autopayDebitOn, planSchedule } from './plans.ts';

// A plan joined on 10 January 2026 with its first instalment paid that day: the second is due 10 February.
const joined = '2026-01-10';
const afterFirst = (today: string) => planSchedule(joined, [joined], today);

describe('UPI AutoPay asks for each instalment two days before it is due', () => {
  it('not three days before, from two days before, and still on the due date or after a missed day', () => {
    expect(AUTOPAY_LEAD_DAYS).toBe(2);
    expect(autopayDebitDue(afterFirst('2026-02-07'), '2026-02-07')).toBe(false);
    expect(autopayDebitDue(afterFirst('2026-02-08'), '2026-02-08')).toBe(true);
    expect(autopayDebitDue(afterFirst('2026-02-10'), '2026-02-10')).toBe(true);
    expect(autopayDebitOn(afterFirst('2026-01-20'), '2026-01-20')).toBe('2026-02-08');
    // Past the day it would have been asked (a mandate set up late): today.
    expect(autopayDebitOn(afterFirst('2026-02-09'), '2026-02-09')).toBe('2026-02-09');
  });

  it('never once the plan is complete, nor when paying would run the plan past 365 days', () => {
    const days = Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-10`);
    const done = planSchedule(joined, days, '2026-11-20');
    expect(autopayDebitDue(done, '2026-11-20')).toBe(false);
    expect(autopayDebitOn(done, '2026-11-20')).toBeNull();
    // Joined 10 January, only the first paid, seen in late December: the eleventh would fall after 10 January 2027.
    const late = planSchedule(joined, [joined], '2026-12-20');
    expect(late.refusal).toEqual({ reason: 'past_365' });
    expect(autopayDebitDue(late, '2026-12-20')).toBe(false);
    expect(autopayDebitOn(late, '2026-12-20')).toBeNull();
  });
});
