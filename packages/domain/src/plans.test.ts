import { describe, expect, it } from 'vitest';
import { addMonths, maturityValuePaise, planRefusalMessage, planSchedule, reminderDue } from './plans.ts';

// Enrolled (first instalment paid) on 10 Jan 2027.
const START = '2027-01-10';
const onTime = (n: number) => Array.from({ length: n }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}-10`);

describe('the 11 + 1 plan schedule', () => {
  it('has eleven monthly instalments, the first on the enrolment day and each a month after it', () => {
    const s = planSchedule(START, [START], START);
    expect(s.rows.map((r) => r.due)).toEqual([
      '2027-01-10', '2027-02-10', '2027-03-10', '2027-04-10', '2027-05-10', '2027-06-10',
      '2027-07-10', '2027-08-10', '2027-09-10', '2027-10-10', '2027-11-10',
    ]);
    expect(s.nextDue).toBe('2027-02-10');
    expect(s.maturity).toBe('2027-11-10');
  });

  it('keeps the same day of the month, or the month end when the month is shorter', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
  });

  it('lets the next instalment be paid up to a week before it is due, not earlier', () => {
    expect(planSchedule(START, [START], '2027-02-02').refusal).toEqual({ reason: 'too_early', from: '2027-02-03' });
    expect(planSchedule(START, [START], '2027-02-03').refusal).toBeNull();
    expect(planRefusalMessage({ reason: 'too_early', from: '2027-02-03' })).toBe('The next instalment can be paid from 3 Feb 2027.');
  });

  it('counts an instalment paid a few days early for its own month: the next one is still a month later', () => {
    const s = planSchedule(START, [START, '2027-02-05'], '2027-02-05');
    expect(s.nextDue).toBe('2027-03-10');
    expect(s.missed).toBe(0);
  });

  it('accepts an instalment paid late within its month without moving maturity', () => {
    const s = planSchedule(START, [START, '2027-03-09'], '2027-03-09');
    expect(s.missed).toBe(0);
    expect(s.maturity).toBe('2027-11-10');
  });

  it('moves the schedule and maturity a month later for each whole month left unpaid', () => {
    // February's instalment was never paid; on 12 March the next one is March's.
    const s = planSchedule(START, [START], '2027-03-12');
    expect(s.missed).toBe(1);
    expect(s.nextDue).toBe('2027-03-10');
    expect(s.maturity).toBe('2027-12-10');
    expect(s.refusal).toBeNull();
  });

  it('allows two missed months when the last instalment then falls on the 365th day from enrolment', () => {
    const s = planSchedule(START, [START], '2027-04-12');
    expect(s.missed).toBe(2);
    expect(s.maturity).toBe('2028-01-10'); // 365 days after 10 Jan 2027
    expect(s.refusal).toBeNull();
  });

  it('refuses a payment that would make the plan run past 365 days from enrolment', () => {
    const s = planSchedule(START, [START], '2027-05-12');
    expect(s.missed).toBe(3);
    expect(s.maturity).toBe('2028-02-10');
    expect(s.refusal).toEqual({ reason: 'past_365' });
    expect(planRefusalMessage({ reason: 'past_365' })).toMatch(/run past 365 days from enrolment/);
  });

  it('counts days, not months: across 29 February two missed months already go one day too far', () => {
    // Enrolled 10 Mar 2027: 10 Mar 2028 is 366 days later.
    const s = planSchedule('2027-03-10', ['2027-03-10'], '2027-06-12');
    expect(s.missed).toBe(2);
    expect(s.maturity).toBe('2028-03-10');
    expect(s.refusal).toEqual({ reason: 'past_365' });
  });

  it('matures when the eleventh instalment is paid, on that day, and takes no more payments', () => {
    const s = planSchedule(START, onTime(11), '2027-11-10');
    expect(s.paid).toBe(11);
    expect(s.nextDue).toBeNull();
    expect(s.maturity).toBe('2027-11-10');
    expect(s.refusal).toEqual({ reason: 'complete' });
  });

  it('is worth twelve instalments at maturity (the eleven paid and one as the bonus) and nothing as a bonus before', () => {
    expect(maturityValuePaise(500_000, 11)).toBe(6_000_000);
    expect(maturityValuePaise(500_000, 10)).toBe(0);
  });

  it('reminds from three days before each due date, and not of a plan that can no longer be paid', () => {
    expect(reminderDue(planSchedule(START, [START], '2027-02-06'), '2027-02-06')).toBe(false);
    expect(reminderDue(planSchedule(START, [START], '2027-02-07'), '2027-02-07')).toBe(true);
    expect(reminderDue(planSchedule(START, onTime(11), '2027-11-10'), '2027-11-10')).toBe(false);
    expect(reminderDue(planSchedule(START, [START], '2027-05-12'), '2027-05-12')).toBe(false);
  });
});
