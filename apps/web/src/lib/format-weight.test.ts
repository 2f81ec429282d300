import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWeight } from './format-weight';

describe('weights', () => {
  it('drop trailing zeros and carry their unit', () => {
    expect(formatWeight(3.2, 'g')).toBe('3.2 g');
    expect(formatWeight(0.35, 'ct')).toBe('0.35 ct');
  });
});

describe('against Intl.NumberFormat en-IN', () => {
  const weight = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

  it('writes the same weights, to the thousandth', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (thousandths) => {
        const value = thousandths / 1000;
        expect(formatWeight(value, 'g')).toBe(`${weight.format(value)} g`);
      }),
    );
  });
});
