/**
 * How a tax document writes its figures and dates (ARCHITECTURE §9): Indian grouping (lakhs and
 * crores), always two decimals of paise, a deduction as an accountant prints it, "(−) 0.12", and the
 * day as India reads it. No database, no PDF: the functions every document's tables and totals use.
 */
import { describe, expect, it } from 'vitest';
import { amount, indiaDay, indiaTime, signedAmount } from './tax-pdf-kit.ts';

describe('a figure on a tax document', () => {
  it('groups rupees the Indian way: thousands, then lakhs and crores by twos', () => {
    expect(amount(0)).toBe('0.00');
    expect(amount(99_900)).toBe('999.00');
    expect(amount(100_000)).toBe('1,000.00');
    expect(amount(9_999_999)).toBe('99,999.99');
    expect(amount(10_000_000)).toBe('1,00,000.00');
    expect(amount(10_467_600)).toBe('1,04,676.00');
    expect(amount(123_456_789)).toBe('12,34,567.89');
    expect(amount(1_234_567_890)).toBe('1,23,45,678.90');
    expect(amount(123_456_789_012)).toBe('1,23,45,67,890.12');
  });

  it('always shows its paise, two digits', () => {
    expect(amount(5)).toBe('0.05');
    expect(amount(70)).toBe('0.70');
    expect(amount(4_500_001)).toBe('45,000.01');
  });

  it('never prints a figure below zero as if it were above it', () => {
    expect(amount(-12)).toBe('-0.12');
    expect(amount(-10_000_000)).toBe('-1,00,000.00');
  });

  it('prints a deduction as "(−)" and the amount, and anything else, zero included, as it is', () => {
    expect(signedAmount(-12)).toBe('(−) 0.12');
    expect(signedAmount(-2_087_500)).toBe('(−) 20,875.00');
    expect(signedAmount(0)).toBe('0.00');
    expect(signedAmount(2_100_000)).toBe('21,000.00');
  });
});

describe('a date on a tax document', () => {
  it('is the day in India, as "01 Nov 2026", even late in the evening UTC', () => {
    expect(indiaDay('2026-11-01T06:00:00.000Z')).toBe('01 Nov 2026');
    // 20:00 UTC is 01:30 the next morning in India.
    expect(indiaDay('2026-11-19T20:00:00.000Z')).toBe('20 Nov 2026');
  });

  it('and a moment is its India time, on the 24-hour clock, marked IST', () => {
    expect(indiaTime(new Date('2026-11-27T05:00:00Z'))).toBe('27 Nov 2026, 10:30 IST');
    expect(indiaTime(new Date('2026-11-27T13:45:00Z'))).toBe('27 Nov 2026, 19:15 IST');
  });
});
