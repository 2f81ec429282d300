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
