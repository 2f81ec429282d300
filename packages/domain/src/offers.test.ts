import { describe, expect, it } from 'vitest';
import { formatIndiaDate, indiaDate } from './calendar.ts';
import { CLARITIES, GOLD_COLOURS, KARATS } from './catalog.ts';
import { automaticOffersFor, bestOfferPrice, codeRefusal, indiaDateTime, isOfferLive, offerCovers, OFFER_MESSAGES, type OfferRule } from './offers.ts';
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

/*
 * Edges of the offer rules (ARCHITECTURE §7) the mutation run of issue 37 found unstated: an offer
 * that lowers nothing, ties between offers, an empty category list, the window's ends to the
 * millisecond, a code asked of an automatic or switched-off offer, and a cart exactly at the minimum.
 */

describe('bestOfferPrice', () => {
  it('takes no offer that lowers nothing', () => {
    const best = bestOfferPrice(pendant, card, at, [offer({ id: 1 })]);
    expect(best.offer).toBeNull();
    expect(best.price.originalUnitTotalPaise).toBeUndefined();
  });

  it('gives a tie to the offer that ends first, then to the lower id, in whatever order they come', () => {
    const later = offer({ id: 1, makingDiscountPercent: 25, endsAt: new Date('2026-11-10T00:00:00+05:30') });
    const sooner = offer({ id: 2, makingDiscountPercent: 25, endsAt: new Date('2026-11-05T00:00:00+05:30') });
    expect(bestOfferPrice(pendant, card, at, [later, sooner]).offer?.id).toBe(2);
    expect(bestOfferPrice(pendant, card, at, [sooner, later]).offer?.id).toBe(2);
    const low = offer({ id: 3, makingDiscountPercent: 25 });
    const high = offer({ id: 5, makingDiscountPercent: 25 });
    expect(bestOfferPrice(pendant, card, at, [high, low]).offer?.id).toBe(3);
    expect(bestOfferPrice(pendant, card, at, [low, high]).offer?.id).toBe(3);
  });

  it('never trades a lower price for an offer that merely ends sooner', () => {
    const big = offer({ id: 1, makingDiscountPercent: 25, endsAt: new Date('2026-11-10T00:00:00+05:30') });
    const small = offer({ id: 2, makingDiscountPercent: 10, endsAt: new Date('2026-11-05T00:00:00+05:30') });
    expect(bestOfferPrice(pendant, card, at, [big, small]).offer?.id).toBe(1);
  });
});

describe('offerCovers', () => {
  it('covers every category when its list is empty or absent', () => {
    expect(offerCovers({ categoryIds: [] }, 5)).toBe(true);
    expect(offerCovers({ categoryIds: null }, 5)).toBe(true);
    expect(offerCovers({ categoryIds: [4] }, 5)).toBe(false);
  });
});

describe('indiaDateTime', () => {
  it('reads only a whole date and time to the minute', () => {
    expect(indiaDateTime('2026-10-29T00:00')?.toISOString()).toBe('2026-10-28T18:30:00.000Z');
    expect(indiaDateTime('29/10/2026 00:00')).toBeNull();
    expect(indiaDateTime('x2026-10-29T00:00')).toBeNull();
    expect(indiaDateTime('2026-10-29T00:00:00')).toBeNull();
  });
});

describe('codeRefusal', () => {
  const fmt = { day: (d: Date) => formatIndiaDate(indiaDate(d)), money: (p: number) => `₹${p / 100}` };
  const code = offer({ id: 7, code: 'SHAADI', makingDiscountPercent: 20, categoryIds: [21], minOrderPaise: 5_000_000 });
  const cart = { totalPaise: 6_000_000, categoryIds: [21] };
  const now = new Date('2026-10-20T12:00:00+05:30');

  it('does not take the code of an automatic offer: it has none', () => {
    expect(codeRefusal({ ...code, code: null }, cart, now, fmt)).toBe(OFFER_MESSAGES.unknownCode);
  });
  it('refuses a code switched off, even inside its window', () => {
    expect(codeRefusal({ ...code, active: false }, cart, now, fmt)).toBe(OFFER_MESSAGES.inactive);
  });
  it('applies from the first millisecond of the window and not at its end', () => {
    expect(codeRefusal(code, cart, code.startsAt, fmt)).toBeNull();
    expect(codeRefusal(code, cart, new Date(code.endsAt.getTime() - 1), fmt)).toBeNull();
    // Ends at midnight starting 1 Nov in India: the last day it ran is 31 Oct.
    expect(codeRefusal(code, cart, code.endsAt, fmt)).toBe('This offer ended on 31 Oct 2026.');
  });
  it('applies when one piece of the cart is covered', () => {
    expect(codeRefusal(code, { ...cart, categoryIds: [20, 21] }, now, fmt)).toBeNull();
  });
  it('applies to a cart exactly at the minimum', () => {
    expect(codeRefusal(code, { ...cart, totalPaise: 5_000_000 }, now, fmt)).toBeNull();
  });
});
