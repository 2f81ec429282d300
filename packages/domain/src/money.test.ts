import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './money.ts';

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
