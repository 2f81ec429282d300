/**
 * Edges of the money arithmetic (ARCHITECTURE §4) the mutation run of issue 37 found unstated: what
 * divideHalfUp refuses, negative amounts, the rupee ↔ paise conversions at the API edge, and the
 * whole-rupee parts of a total the parts cannot reach by rounding.
 */
import { describe, expect, it } from 'vitest';
import { divideHalfUp, paiseToRupees, rupeesToPaise, wholeRupeeParts } from './money.ts';

describe('divideHalfUp', () => {
  it('refuses anything but safe integers over a positive denominator', () => {
    expect(() => divideHalfUp(1.5, 2)).toThrow(new RangeError('divideHalfUp needs safe integers, got 1.5/2'));
    expect(() => divideHalfUp(3, 0.5)).toThrow(RangeError);
    expect(() => divideHalfUp(2 ** 53, 1)).toThrow(RangeError);
    expect(() => divideHalfUp(3, 0)).toThrow(RangeError);
    expect(() => divideHalfUp(3, -1)).toThrow(RangeError);
  });
  it('rounds a negative amount half away from zero, as its positive rounds up', () => {
    expect(divideHalfUp(-150, 100)).toBe(-2);
    expect(divideHalfUp(-149, 100)).toBe(-1);
  });
  it('gives zero, not minus zero, for nothing', () => {
    expect(divideHalfUp(0, 100)).toBe(0);
  });
});

describe('rupees and paise at the API edge', () => {
  it('converts rupees with two decimals to whole paise, and back', () => {
    expect(rupeesToPaise(12.34)).toBe(1234);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(paiseToRupees(1234)).toBe(12.34);
  });
});

describe('wholeRupeeParts for a total the parts cannot reach', () => {
  const parts = [100_40, 200_70];
  it('rounds the parts down when the total is their floors, and all up when it is their ceilings', () => {
    expect(wholeRupeeParts(parts, 300)).toEqual([100, 200]);
    expect(wholeRupeeParts(parts, 302)).toEqual([101, 201]);
  });
  it('rounds each part half-up on its own for a total below the floors, above the ceilings, or not whole', () => {
    expect(wholeRupeeParts(parts, 299)).toEqual([100, 201]);
    expect(wholeRupeeParts(parts, 303)).toEqual([100, 201]);
    expect(wholeRupeeParts(parts, 300.5)).toEqual([100, 201]);
  });
});

describe('wholeRupeeParts below the floors, with more than two parts', () => {
  it('rounds each part half-up on its own rather than topping up any', () => {
    expect(wholeRupeeParts([100_40, 200_70, 300_10], 599)).toEqual([100, 201, 300]);
  });
});
