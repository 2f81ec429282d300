import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLARITIES, GOLD_COLOURS, KARATS } from './catalog.ts';
import { divideHalfUp } from './money.ts';
import { priceOf, type PricingInput, type RateCard } from './pricing.ts';

const rates: RateCard = {
  gold: {
    rose_gold: { '14k': 4_680_00, '18k': 6_000_00 },
    white_gold: { '14k': 4_750_00, '18k': 6_080_00 },
    yellow_gold: { '14k': 4_680_00, '18k': 6_000_00 },
  },
  diamond: {
    'IF-VVS EF': 1_00_000_00,
    'VVS-VS FG': 80_000_00,
    'VS-SI GH': 65_000_00,
    'SI-I IJ': 45_000_00,
  },
};

const ring: PricingInput = {
  metalWeightMg: 3450,
  diamondWeightMct: 250,
  isDiamond: true,
  stonesPaise: 0,
  makingCharge: 4,
  gstPercent: 3,
};

describe('priceOf', () => {
  it('prices a diamond ring by hand: gold, diamond, making, GST and a whole-rupee total', () => {
    const p = priceOf(ring, rates, { goldColour: 'rose_gold', karat: '14k', clarity: 'VS-SI GH' });
    // gold 3.45 g × ₹4,680 = ₹16,146; diamond 0.25 ct × ₹65,000 = ₹16,250; making 3.45 × ₹4,000 = ₹13,800
    expect(p.goldPaise).toBe(16_146_00);
    expect(p.diamondPaise).toBe(16_250_00);
    expect(p.makingPaise).toBe(13_800_00);
    // GST 3% of ₹46,196 = ₹1,385.88
    expect(p.gstPaise).toBe(1_385_88);
    // ₹47,581.88 rounds half-up to ₹47,582
    expect(p.unitTotalPaise).toBe(4_758_200);
    expect(p.lineTotalPaise).toBe(4_758_200);
  });

  it('ignores the diamond weight of a plain gold piece and adds stone prices', () => {
    const p = priceOf({ ...ring, isDiamond: false, stonesPaise: 2_500_00 }, rates, {
      goldColour: 'yellow_gold',
      karat: '18k',
      clarity: 'IF-VVS EF',
      quantity: 2,
    });
    // gold 3.45 × ₹6,000 = ₹20,700; making ₹13,800; stones ₹2,500; GST 3% of ₹37,000 = ₹1,110
    expect(p.diamondPaise).toBe(0);
    expect(p.unitTotalPaise).toBe(3_811_000);
    expect(p.lineTotalPaise).toBe(7_622_000);
  });

  it('rounds each part half-up to paise', () => {
    // 5 mg × ₹4,681/g = 2340.5 paise → 2341 (half-up); 4 mg → 1872.4 → 1872
    const p = priceOf(
      { ...ring, metalWeightMg: 5, isDiamond: false, makingCharge: 0 },
      {
        ...rates,
        gold: { ...rates.gold, rose_gold: { '14k': 4_681_00, '18k': 1 } },
      },
      { goldColour: 'rose_gold', karat: '14k', clarity: 'SI-I IJ' },
    );
    expect(p.goldPaise).toBe(2341);
    expect(
      priceOf(
        { ...ring, metalWeightMg: 4, isDiamond: false, makingCharge: 0 },
        {
          ...rates,
          gold: { ...rates.gold, rose_gold: { '14k': 4_681_00, '18k': 1 } },
        },
        { goldColour: 'rose_gold', karat: '14k', clarity: 'SI-I IJ' },
      ).goldPaise,
    ).toBe(1872);
  });

  const inputs = fc.record({
    metalWeightMg: fc.integer({ min: 0, max: 60_000 }),
    diamondWeightMct: fc.integer({ min: 0, max: 5_000 }),
    isDiamond: fc.boolean(),
    stonesPaise: fc.integer({ min: 0, max: 5_00_000_00 }),
    makingCharge: fc.constantFrom(0, 3.5, 4, 4.5, 6),
    gstPercent: fc.constantFrom(0, 3, 5),
  });
  const options = fc.record({
    goldColour: fc.constantFrom(...GOLD_COLOURS),
    karat: fc.constantFrom(...KARATS),
    clarity: fc.constantFrom(...CLARITIES),
  });

  it('total is the rounded sum of its parts', () => {
    fc.assert(
      fc.property(inputs, options, (input, opt) => {
        const p = priceOf(input, rates, opt);
        const sum = p.goldPaise + p.diamondPaise + p.stonesPaise + p.makingPaise + p.gstPaise;
        expect(p.unitTotalPaise).toBe(divideHalfUp(sum, 100) * 100);
      }),
    );
  });

  it('quantity scales the line total linearly', () => {
    fc.assert(
      fc.property(inputs, options, fc.integer({ min: 1, max: 5 }), (input, opt, quantity) => {
        const one = priceOf(input, rates, opt);
        const many = priceOf(input, rates, { ...opt, quantity });
        expect(many.lineTotalPaise).toBe(one.unitTotalPaise * quantity);
      }),
    );
  });

  it('GST is 3% of the subtotal within a rupee', () => {
    fc.assert(
      fc.property(inputs, options, (input, opt) => {
        const p = priceOf({ ...input, gstPercent: 3 }, rates, opt);
        const subtotal = p.goldPaise + p.diamondPaise + p.stonesPaise + p.makingPaise;
        expect(Math.abs(p.gstPaise - subtotal * 0.03)).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('a better clarity or a higher karat never costs less', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(...GOLD_COLOURS), (input, goldColour) => {
        const at = (karat: '14k' | '18k', clarity: (typeof CLARITIES)[number]) =>
          priceOf(input, rates, { goldColour, karat, clarity }).unitTotalPaise / 100;
        expect(at('18k', 'SI-I IJ')).toBeGreaterThanOrEqual(at('14k', 'SI-I IJ'));
        expect(at('14k', 'IF-VVS EF')).toBeGreaterThanOrEqual(at('14k', 'SI-I IJ'));
      }),
    );
  });
});

describe('priceOf: edges (issue 37)', () => {
  const at = { goldColour: 'rose_gold', karat: '18k', clarity: 'VS-SI GH' } as const;
  it('applies an offer that cuts only the diamond value', () => {
    const price = priceOf(ring, rates, { ...at, discount: { makingBasisPoints: 0, diamondBasisPoints: 1000 } });
    expect(price.makingDiscountPaise).toBe(0);
    expect(price.diamondDiscountPaise).toBe(divideHalfUp(price.diamondPaise, 10));
    expect(price.unitTotalPaise).toBeLessThan(priceOf(ring, rates, at).unitTotalPaise);
  });
  it('keeps the cut it applied, held between 0 and 100%, for the order’s lock', () => {
    const price = priceOf(ring, rates, { ...at, discount: { makingBasisPoints: 12_000, diamondBasisPoints: -5 } });
    expect(price.discount).toEqual({ makingBasisPoints: 10_000, diamondBasisPoints: 0 });
    expect(price.makingDiscountPaise).toBe(price.makingPaise);
    expect(price.diamondDiscountPaise).toBe(0);
  });
});

describe('rate cards and weights at the API edge', () => {
  it('shows every rate of a card in rupees', async () => {
    const { rateCardToRupees } = await import('./pricing.ts');
    expect(rateCardToRupees(rates)).toEqual({
      gold: {
        rose_gold: { '14k': 4_680, '18k': 6_000 },
        white_gold: { '14k': 4_750, '18k': 6_080 },
        yellow_gold: { '14k': 4_680, '18k': 6_000 },
      },
      diamond: { 'IF-VVS EF': 1_00_000, 'VVS-VS FG': 80_000, 'VS-SI GH': 65_000, 'SI-I IJ': 45_000 },
    });
  });
  it('takes grams and carats to whole thousandths', async () => {
    const { toThousandths } = await import('./pricing.ts');
    expect(toThousandths(3.45)).toBe(3450);
    expect(toThousandths(0.255)).toBe(255);
  });
});
