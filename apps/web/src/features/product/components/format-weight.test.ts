import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatWeight } from './format-amount';

describe('breakdown amounts', () => {
  it('show paise only when there are some', () => {
    expect(formatAmount(1522.5)).toBe('₹1,522.50');
    expect(formatAmount(1412.52)).toBe('₹1,412.52');
    expect(formatAmount(12800)).toBe('₹12,800');
  });

  it('use Indian digit grouping', () => {
    expect(formatAmount(127226)).toBe('₹1,27,226');
  });
});

describe('weights', () => {
  it('drop trailing zeros and carry their unit', () => {
    expect(formatWeight(3.2, 'g')).toBe('3.2 g');
    expect(formatWeight(0.35, 'ct')).toBe('0.35 ct');
  });
});

describe('against Intl.NumberFormat en-IN', () => {
  const withPaise = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const weight = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

  it('writes the same amounts, whole or with paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const expected =
          paise % 100 === 0
            ? withPaise.format(paise / 100).replace(/\.00$/, '')
            : withPaise.format(paise / 100);
        expect(formatAmount(paise / 100)).toBe(expected);
      }),
    );
  });

  it('writes the same weights, to the thousandth', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (thousandths) => {
        const value = thousandths / 1000;
        expect(formatWeight(value, 'g')).toBe(`${weight.format(value)} g`);
      }),
    );
  });
});
