import { describe, expect, it } from 'vitest';
import { advanceRange, isAdvanceAcceptable, panRequired, pendingPercent } from './rules.ts';
import { formatRupees, divideHalfUp } from './money.ts';
import { canTransition } from './order-states.ts';
import { imageSrcSet } from './media.ts';
import { advanceRangeMessage } from './messages.ts';

describe('advance rules', () => {
  it('accepts ceil(70%) to floor(80%) of the total and pre-fills floor(71%)', () => {
    expect(advanceRange(47_582)).toEqual({ min: 33_308, max: 38_065, prefill: 33_783 });
  });
  it('refuses an advance below 70% of the total', () => {
    expect(isAdvanceAcceptable(47_582, 33_307)).toBe(false);
    expect(isAdvanceAcceptable(47_582, 33_308)).toBe(true);
  });
  it('refuses an advance above 80% of the total', () => {
    expect(isAdvanceAcceptable(47_582, 38_066)).toBe(false);
  });
  it('refuses an advance under the ₹10 minimum payment', () => {
    expect(isAdvanceAcceptable(12, 9)).toBe(false);
  });
  it('needs a PAN only above the threshold', () => {
    expect(panRequired(100_000)).toBe(false);
    expect(panRequired(100_001)).toBe(true);
    expect(panRequired(150_000, 200_000)).toBe(false);
  });
  it('tells the customer the range in rupees on both ends, grouped the Indian way', () => {
    const { min, max } = advanceRange(178_364);
    expect(advanceRangeMessage(min, max)).toBe('minimum payment should between ₹1,24,855 to ₹1,42,691');
    expect(advanceRangeMessage(33_308, 38_065)).toBe('minimum payment should between ₹33,308 to ₹38,065');
  });
  it('states the pending percentage with two decimals', () => {
    expect(pendingPercent(47_582, 33_783)).toBe('29.00');
  });
});

describe('money', () => {
  it('formats rupees with en-IN grouping and no decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(1_00_00_000)).toBe('₹1,00,00,000');
  });
  it('rounds halves up', () => {
    expect(divideHalfUp(150, 100)).toBe(2);
    expect(divideHalfUp(149, 100)).toBe(1);
  });
});

describe('order transitions', () => {
  it('lets a customer cancel before the balance is paid but not after', () => {
    expect(canTransition('in_production', 'cancelled', 'customer')).toBe(true);
    expect(canTransition('balance_paid', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('balance_paid', 'cancelled', 'admin')).toBe(true);
  });
  it('never moves a paid order back', () => {
    expect(canTransition('in_production', 'pending_advance', 'system')).toBe(false);
    expect(canTransition('delivered', 'cancelled', 'admin')).toBe(false);
  });
});

describe('images', () => {
  it('derives a srcset from a 640 px URL', () => {
    expect(imageSrcSet('/media/p/rose-1-640.webp')).toBe(
      '/media/p/rose-1-320.webp 320w, /media/p/rose-1-640.webp 640w, /media/p/rose-1-1024.webp 1024w',
    );
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
  });
});

describe('advance rules: edges (issue 37)', () => {
  it('accepts the top of the range and a payment of exactly the ₹10 minimum', () => {
    expect(isAdvanceAcceptable(47_582, 38_065)).toBe(true);
    // ₹13: 70% is ₹9.10 → ₹10, 80% is ₹10.40 → ₹10.
    expect(isAdvanceAcceptable(13, 10)).toBe(true);
  });
  it('states a pending percentage of 0.00 for an order of no value', () => {
    expect(pendingPercent(0, 0)).toBe('0.00');
  });
});
