import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  DELIVERY_WORKING_DAYS,
  deliveryBy,
  formatIndiaDate,
  formatIndiaDayMonth,
  formatIndiaLongDate,
  indiaDate,
  isIsoDate,
  REFUND_WORKING_DAYS,
  refundExpectedBy,
} from './calendar.ts';
import * as domain from './index.ts';

describe('the India date of an instant', () => {
  it('turns at 18:30 UTC, midnight in India', () => {
    expect(indiaDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(indiaDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('working days: Monday–Saturday outside the holiday list', () => {
  it('does not count the start date and skips Sundays', () => {
    expect(addWorkingDays('2026-11-20', 1, [])).toBe('2026-11-21'); // Friday → Saturday
    expect(addWorkingDays('2026-11-21', 1, [])).toBe('2026-11-23'); // Saturday → Monday
    expect(addWorkingDays('2026-11-22', 0, [])).toBe('2026-11-22');
    expect(addWorkingDays('2026-11-23', 15, [])).toBe('2026-12-10');
  });

  it('skips a holiday on a working day; a holiday on a Sunday changes nothing', () => {
    expect(addWorkingDays('2026-11-23', 15, ['2026-11-25'])).toBe('2026-12-11');
    expect(addWorkingDays('2026-11-23', 15, ['2026-11-29'])).toBe('2026-12-10');
    expect(addWorkingDays('2026-12-31', 2, ['2027-01-01'])).toBe('2027-01-04');
  });

  it('lands on a working day that is exactly `days` working days on, whatever the start', () => {
    const holidays = ['2026-11-24', '2026-11-25', '2026-12-05', '2026-12-25', '2027-01-26'];
    for (let offset = 0; offset < 60; offset += 1) {
      const from = new Date(Date.UTC(2026, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10);
      for (const days of [1, 7, 10, 15]) {
        const to = addWorkingDays(from, days, holidays);
        const toDate = new Date(`${to}T00:00:00Z`);
        expect(toDate.getUTCDay()).not.toBe(0);
        expect(holidays).not.toContain(to);
        let working = 0;
        for (let t = new Date(`${from}T00:00:00Z`).getTime() + 86_400_000; t <= toDate.getTime(); t += 86_400_000) {
          const day = new Date(t);
          if (day.getUTCDay() !== 0 && !holidays.includes(day.toISOString().slice(0, 10))) working += 1;
        }
        expect(working).toBe(days);
      }
    }
  });

  it('refuses a date that is not one and a count that is not whole', () => {
    expect(() => addWorkingDays('2026-02-30', 1, [])).toThrow(RangeError);
    expect(() => addWorkingDays('9 Dec 2026', 1, [])).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-23', -1, [])).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-23', 1.5, [])).toThrow(RangeError);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-05')).toBe(false);
  });
});

describe('the promised dates', () => {
  it('delivers 15 working days after the India date of the advance', () => {
    expect(DELIVERY_WORKING_DAYS).toBe(15);
    // One figure: the catalogue's promise and the calendar's count are the same export.
    expect(domain.DELIVERY_WORKING_DAYS).toBe(15);
    expect(domain.deliveryBy).toBe(deliveryBy);
    // 23:59 on Sunday 22 Nov in India: the count starts on Monday.
    expect(deliveryBy(new Date('2026-11-22T18:29:59Z'), [])).toBe('2026-12-09');
    // A minute later it is Monday 23 Nov in India, which itself is not counted.
    expect(deliveryBy(new Date('2026-11-22T18:31:00Z'), [])).toBe('2026-12-10');
    expect(deliveryBy(new Date('2026-11-22T18:31:00Z'), ['2026-12-07'])).toBe('2026-12-11');
  });

  it('expects a refund 10 working days on', () => {
    expect(REFUND_WORKING_DAYS).toBe(10);
    expect(refundExpectedBy(new Date('2026-11-23T05:00:00Z'), [])).toBe('2026-12-04');
    expect(refundExpectedBy(new Date('2026-11-23T05:00:00Z'), ['2026-12-01'])).toBe('2026-12-05');
  });
});

describe('showing a date', () => {
  it('shows the calendar date itself, not the day before or after', () => {
    expect(formatIndiaDate('2026-12-09')).toBe('9 Dec 2026');
    expect(formatIndiaDate('2027-01-01')).toBe('1 Jan 2027');
    expect(formatIndiaDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatIndiaDate('2026-09-05')).toBe('5 Sept 2026');
    expect(formatIndiaLongDate('2026-11-26')).toBe('26 November 2026');
    expect(formatIndiaDayMonth('2026-02-28')).toBe('28 Feb');
    expect(() => formatIndiaDayMonth('2026-02-30')).toThrow(RangeError);
  });
});

describe('the calendar’s refusals name what they refused (issue 37)', () => {
  it('says which date or count was wrong', () => {
    expect(() => addWorkingDays('2026-02-30', 1, [])).toThrow('Not an ISO date: 2026-02-30');
    expect(() => addWorkingDays('2026-11-23', 1.5, [])).toThrow('Working days must be a whole number ≥ 0: 1.5');
  });
});
