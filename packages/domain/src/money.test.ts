import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatPaise, formatRupees, wholeRupeeParts } from './money.ts';

const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

describe('formatRupees', () => {
  it('groups rupees the Indian way: thousands, then lakhs and crores in pairs', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(-4500)).toBe('-₹4,500');
  });

  it('rounds to whole rupees, half up', () => {
    expect(formatRupees(1234.5)).toBe('₹1,235');
    expect(formatRupees(1234.49)).toBe('₹1,234');
    expect(formatPaise(1_23_456_50)).toBe('₹1,23,457');
  });

  it('writes exactly what Intl.NumberFormat en-IN writes for any whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (rupees) => {
        expect(formatRupees(rupees)).toBe(intl.format(rupees));
      }),
    );
  });
});

describe('wholeRupeeParts', () => {
  it('shows every part of a price in whole rupees that add up to the rounded total', () => {
    // Gold ₹12,800, diamond ₹9,350, making ₹12,800, GST 3% ₹1,048.50: ₹35,998.50, so ₹35,999.
    expect(wholeRupeeParts([12_800_00, 9_350_00, 12_800_00, 1_048_50], 35_999)).toEqual([
      12_800, 9_350, 12_800, 1_049,
    ]);
  });

  it('rounds up the parts nearest to the next rupee first', () => {
    expect(wholeRupeeParts([100_40, 200_70, 300_45], 602)).toEqual([100, 201, 301]);
  });

  it('keeps each part within a rupee of its paise and the sum at the total, for any price', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 6 }), (parts) => {
        const total = divideHalfUp(
          parts.reduce((a, b) => a + b, 0),
          100,
        );
        const whole = wholeRupeeParts(parts, total);
        expect(whole.reduce((a, b) => a + b, 0)).toBe(total);
        whole.forEach((r, i) => expect(Math.abs(r * 100 - (parts[i] ?? Number.NaN))).toBeLessThan(100));
      }),
    );
  });
});
