import { describe, expect, it } from 'vitest';
import { CLARITIES, GOLD_COLOURS, KARATS } from './catalog.ts';
import { automaticOffersFor, bestOfferPrice, codeRefusal, indiaDateTime, isOfferLive, type OfferRule } from './offers.ts';
import { priceOf, type PricingInput, type RateCard } from './pricing.ts';

const card: RateCard = {
  gold: Object.fromEntries(GOLD_COLOURS.map((c) => [c, Object.fromEntries(KARATS.map((k) => [k, 600_000]))])) as RateCard['gold'],
  diamond: Object.fromEntries(CLARITIES.map((c) => [c, 5_000_000])) as RateCard['diamond'],
};
const pendant: PricingInput = { metalWeightMg: 2200, diamondWeightMct: 180, isDiamond: true, stonesPaise: 0, makingCharge: 4, gstPercent: 3 };
const at = { goldColour: GOLD_COLOURS[0], karat: KARATS[0], clarity: CLARITIES[0] } as const;

const offer = (o: Partial<OfferRule> & { id: number }): OfferRule => ({
  code: null,
  makingDiscountPercent: 0,
  diamondDiscountPercent: 0,
  categoryIds: null,
  minOrderPaise: null,
  startsAt: new Date('2026-10-01T00:00:00+05:30'),
  endsAt: new Date('2026-11-01T00:00:00+05:30'),
  active: true,
  ...o,
});

describe('priceOf with an offer', () => {
  it('cuts the making charge and the diamond value, then charges GST on what is left', () => {
    // gold 13,200 + diamond 9,000 + making 8,800 = 31,000; GST 930; ₹31,930 without the offer.
    expect(priceOf(pendant, card, at).unitTotalPaise).toBe(3_193_000);
    const price = priceOf(pendant, card, { ...at, quantity: 2, discount: { makingBasisPoints: 2500, diamondBasisPoints: 1000 } });
    expect(price).toMatchObject({
      makingPaise: 880_000,
      makingDiscountPaise: 220_000,
      diamondPaise: 900_000,
      diamondDiscountPaise: 90_000,
      // (31,000 − 2,200 − 900) × 3% = 837.
      gstPaise: 83_700,
      unitTotalPaise: 2_873_700,
      originalUnitTotalPaise: 3_193_000,
      lineTotalPaise: 5_747_400,
    });
  });

  it('is the plain price without a discount, or with a zero one', () => {
    const plain = priceOf(pendant, card, at);
    expect(plain.makingDiscountPaise).toBeUndefined();
    expect(priceOf(pendant, card, { ...at, discount: { makingBasisPoints: 0, diamondBasisPoints: 0 } })).toEqual(plain);
  });
});

describe('which offer applies', () => {
  const now = new Date('2026-10-20T12:00:00+05:30');
  it('takes the best of overlapping offers and never stacks them', () => {
    const making25 = offer({ id: 1, makingDiscountPercent: 25 });
    const diamond20 = offer({ id: 2, diamondDiscountPercent: 20 });
    const best = bestOfferPrice(pendant, card, at, [making25, diamond20]);
    // 25% of making (2,200) beats 20% of diamonds (1,800); together would be 4,000 — never.
    expect(best.offer?.id).toBe(1);
    expect(best.price.unitTotalPaise).toBe(priceOf(pendant, card, { ...at, discount: { makingBasisPoints: 2500, diamondBasisPoints: 0 } }).unitTotalPaise);
    expect(bestOfferPrice(pendant, card, at, []).offer).toBeNull();
    expect(automaticOffersFor([making25, diamond20], 20, now)).toHaveLength(2);
  });

  it('keeps to categories, codes, minimum orders and the window in India time', () => {
    const rings = offer({ id: 3, makingDiscountPercent: 10, categoryIds: [21] });
    const coded = offer({ id: 4, makingDiscountPercent: 30, code: 'DHANTERAS' });
    const minimum = offer({ id: 5, makingDiscountPercent: 30, minOrderPaise: 10_000_000 });
    expect(automaticOffersFor([rings, coded, minimum], 20, now)).toEqual([]);
    expect(automaticOffersFor([rings], 21, now)).toEqual([rings]);
    const window = offer({ id: 6, startsAt: indiaDateTime('2026-10-29T00:00') ?? new Date(0), endsAt: indiaDateTime('2026-11-03T00:00') ?? new Date(0) });
    expect(isOfferLive(window, new Date('2026-10-28T18:29:59.999Z'))).toBe(false);
    expect(isOfferLive(window, new Date('2026-10-28T18:30:00Z'))).toBe(true);
    expect(isOfferLive(window, new Date('2026-11-02T18:29:59.999Z'))).toBe(true);
    expect(isOfferLive(window, new Date('2026-11-02T18:30:00Z'))).toBe(false);
    expect(isOfferLive({ ...window, active: false }, new Date('2026-10-30T00:00:00Z'))).toBe(false);
    expect(indiaDateTime('2026-13-01T00:00')).toBeNull();
  });

  it('says why a code cannot apply to a cart', () => {
    const fmt = { day: (d: Date) => d.toISOString().slice(0, 10), money: (p: number) => `₹${p / 100}` };
    const code = offer({ id: 7, code: 'SHAADI', makingDiscountPercent: 20, categoryIds: [21], minOrderPaise: 5_000_000 });
    const cart = { totalPaise: 6_000_000, categoryIds: [21] };
    expect(codeRefusal(undefined, cart, now, fmt)).toBe('This code is not valid.');
    expect(codeRefusal(code, cart, new Date('2026-09-30T12:00:00Z'), fmt)).toBe('This offer starts on 2026-09-30.');
    expect(codeRefusal(code, cart, new Date('2026-11-05T00:00:00Z'), fmt)).toBe('This offer ended on 2026-10-31.');
    expect(codeRefusal(code, { ...cart, categoryIds: [20] }, now, fmt)).toBe('This code does not apply to the pieces in your cart.');
    expect(codeRefusal(code, { ...cart, totalPaise: 4_999_999 }, now, fmt)).toBe('This code needs an order of at least ₹50000.');
    expect(codeRefusal(code, cart, now, fmt)).toBeNull();
  });
});
