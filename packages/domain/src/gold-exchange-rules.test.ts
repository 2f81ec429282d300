/** Old gold in (ARCHITECTURE §11 "Outside gold"): the rules of the estimate and of testing a lot that gold-exchange.test.ts leaves unsaid. */
import { describe, expect, it } from 'vitest';
import { goldExchangeRefusal, goldValue, oldGoldEstimate } from './gold-exchange.ts';

describe('old gold’s estimate', () => {
  it('is none for a karat the shop buys at ₹0: a rate of nothing is no rate, not a free valuation', () => {
    const rates = { '14k': 0, '18k': 4_900_00, '22k': 6_000_00, '24k': 6_500_00 };
    expect(oldGoldEstimate([{ karat: '14k', approxWeightMg: 5_000 }], rates, 300)).toBeNull();
    expect(
      oldGoldEstimate(
        [
          { karat: '22k', approxWeightMg: 5_000 },
          { karat: '14k', approxWeightMg: 1_000 },
        ],
        rates,
        300,
      ),
    ).toBeNull();
    expect(oldGoldEstimate([{ karat: '22k', approxWeightMg: 5_000 }], rates, 300)?.valuePaise).toBe(
      29_100_00,
    );
  });

  it('names the weight it refused, so a log says what was typed', () => {
    expect(() => goldValue(2.5, 6_000_00, 300)).toThrow(/2\.5/);
    expect(() => goldValue(-40, 6_000_00, 300)).toThrow(/-40/);
  });
});

describe('testing a lot', () => {
  it('is refused at a net weight below zero, as at none', () => {
    expect(
      goldExchangeRefusal('received', 'tested', 'owner', {
        testedKarat: '22k',
        netWeightMg: -9_800,
      }),
    ).toBe('needsTest');
    expect(
      goldExchangeRefusal('received', 'tested', 'owner', { testedKarat: '22k', netWeightMg: 1 }),
    ).toBeNull();
  });
});
