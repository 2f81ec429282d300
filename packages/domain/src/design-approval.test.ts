import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './calendar.ts';
import { designWaitNote } from './contract/designs.ts';
import { designWaitWorkingDays, isPastCad, workingDaysBetween } from './design-approval.ts';
import { PRODUCTION_STAGES } from './order-states.ts';

describe('stages past CAD', () => {
  it('are manufacturing, setting and final: designing and cad are not', () => {
    expect(PRODUCTION_STAGES.filter(isPastCad)).toEqual(['manufacturing', 'setting', 'final']);
  });
});

describe('working days between two dates', () => {
  // 2026-11-27 is a Friday, 28 a Saturday, 29 a Sunday, 30 a Monday.
  it('counts none for the same day, and Saturday as a working day', () => {
    expect(workingDaysBetween('2026-11-27', '2026-11-27', [])).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-28', [])).toBe(1);
  });
  it('skips Sundays and holidays', () => {
    expect(workingDaysBetween('2026-11-28', '2026-11-30', [])).toBe(1);
    expect(workingDaysBetween('2026-11-27', '2026-12-01', ['2026-11-30'])).toBe(2);
  });
  it('is the inverse of addWorkingDays', () => {
    const holidays = ['2026-12-25', '2026-12-26'];
    for (let n = 0; n < 30; n += 1) expect(workingDaysBetween('2026-12-10', addWorkingDays('2026-12-10', n, holidays), holidays)).toBe(n);
  });
  it('is zero for a date before the start', () => {
    expect(workingDaysBetween('2026-12-10', '2026-12-01', [])).toBe(0);
  });
});

describe('the working days a design round kept the order waiting', () => {
  it('runs from the India date it was sent to the India date of the answer', () => {
    // Sent Friday 23:30 India time (18:00 UTC), answered Monday 10:00 India: Saturday and Monday.
    expect(designWaitWorkingDays(new Date('2026-11-27T18:00:00Z'), new Date('2026-11-30T04:30:00Z'), new Date('2027-01-01'), [])).toBe(2);
    // Sent 18:45 UTC Friday is already Saturday in India: only Monday counts.
    expect(designWaitWorkingDays(new Date('2026-11-27T18:45:00Z'), new Date('2026-11-30T04:30:00Z'), new Date('2027-01-01'), [])).toBe(1);
  });
  it('runs to `until` while the round still waits', () => {
    expect(designWaitWorkingDays(new Date('2026-11-27T06:00:00Z'), null, new Date('2026-12-01T06:00:00Z'), [])).toBe(3);
  });
});

describe('the order page line', () => {
  it('says nothing when the order did not wait, and names the working days when it did', () => {
    expect(designWaitNote(0)).toBeNull();
    expect(designWaitNote(1)).toBe('Delivery moved by 1 working day while the design waited for your approval.');
    expect(designWaitNote(4)).toBe('Delivery moved by 4 working days while the design waited for your approval.');
  });
});
