import type { OfferRule, PriceBreakdown, RateCard } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { couponRefusal, offerBadge, offerParts, offerPriceOf } from './offer-price.ts';

/*
 * Which offer prices a piece, when a cart's code is refused, and what the shopper is told of an
 * offer (ARCHITECTURE §7), stated on plain rows without a database (issue 37: offer-price.ts's
 * mutants). Figures are worked out by hand from the price function's rule: gold + diamond + stones
 * + making, an offer's cut off the making charge and the diamonds, 3% GST on what is left, the
 * total rounded to whole rupees.
 */

const HOUR = 3600_000;
const RINGS = 24;
const PENDANTS = 20;

/** ₹5,000 a gram of 18k yellow gold, ₹50,000 a carat of VS-SI GH diamonds. */
const card: RateCard = {
  gold: {
    rose_gold: { '14k': 4_200_00, '18k': 5_400_00 },
    white_gold: { '14k': 4_250_00, '18k': 5_450_00 },
    yellow_gold: { '14k': 4_150_00, '18k': 5_000_00 },
  },
  diamond: {
    'IF-VVS EF': 90_000_00,
    'VVS-VS FG': 70_000_00,
    'VS-SI GH': 50_000_00,
    'SI-I IJ': 40_000_00,
  },
};
const at = { goldColour: 'yellow_gold', karat: '18k', clarity: 'VS-SI GH' } as const;

/**
 * A ring: 4 g of gold ₹20,000, 0.5 ct of diamonds ₹25,000, a ruby ₹1,000, making ₹1,000/g ₹4,000;
 * ₹50,000 + 3% GST ₹1,500 = ₹51,500.
 */
const ring = {
  productCategoryId: RINGS,
  metalWeightMg: 4_000,
  diamondWeightMct: 500,
  productIsDiamond: true,
  stones: [{ name: 'Ruby', weight: 0.5, price: 1_000 }],
  priceMakingCharge: 1,
  gstPercent: 3,
};
const RING = 51_500_00;

/** A gold pendant: 2 g of gold ₹10,000, making ₹2,000/g ₹4,000; ₹14,000 + ₹420 GST = ₹14,420. */
const pendant = {
  productCategoryId: PENDANTS,
  metalWeightMg: 2_000,
  diamondWeightMct: 0,
  productIsDiamond: false,
  stones: [],
  priceMakingCharge: 2,
  gstPercent: 3,
};
const PENDANT = 14_420_00;

/** Noon in India on 30 October 2026. */
const NOW = new Date('2026-10-30T06:30:00Z');
/** 29 October 00:00 India time to 1 November 00:00 India time. */
const WINDOW = {
  startsAt: new Date('2026-10-28T18:30:00Z'),
  endsAt: new Date('2026-10-31T18:30:00Z'),
};

const offer = (id: number, fields: Partial<OfferRule>): OfferRule => ({
  id,
  code: null,
  makingDiscountPercent: 0,
  diamondDiscountPercent: 0,
  categoryIds: null,
  minOrderPaise: null,
  ...WINDOW,
  active: true,
  ...fields,
});

/**
 * Diwali, every category: 25% off making, 10% off diamonds. The ring: ₹1,000 and ₹2,500 off,
 * ₹46,500 + ₹1,395 = ₹47,895. The pendant: ₹1,000 off, ₹13,000 + ₹390 = ₹13,390.
 */
const diwali = offer(1, { title: 'Diwali', makingDiscountPercent: 25, diamondDiscountPercent: 10 });
const DIWALI_RING = 47_895_00;
const DIWALI_PENDANT = 13_390_00;
/** Rings only: 10% off making. The ring: ₹400 off, ₹49,600 + ₹1,488 = ₹51,088. */
const ringsTen = offer(2, { title: 'Ring week', makingDiscountPercent: 10, categoryIds: [RINGS] });
const RINGS_TEN_RING = 51_088_00;
/**
 * The code RINGS50, rings only: 50% off making, 20% off diamonds. The ring: ₹2,000 and ₹5,000 off,
 * ₹43,000 + ₹1,290 = ₹44,290.
 */
const rings50 = offer(3, {
  title: 'Rings 50',
  code: 'RINGS50',
  makingDiscountPercent: 50,
  diamondDiscountPercent: 20,
  categoryIds: [RINGS],
});
const RINGS50_RING = 44_290_00;

describe('the price of a piece under the offers live now', () => {
  it('is the price under the best automatic offer for its category', () => {
    const { offer: applied, price } = offerPriceOf(ring, card, at, [ringsTen, diwali], NOW);
    expect(applied?.id).toBe(diwali.id);
    expect(price.unitTotalPaise).toBe(DIWALI_RING);
    expect(price.originalUnitTotalPaise).toBe(RING);

    const alone = offerPriceOf(ring, card, at, [ringsTen], NOW);
    expect(alone.offer?.id).toBe(ringsTen.id);
    expect(alone.price.unitTotalPaise).toBe(RINGS_TEN_RING);
  });

  it('quotes the line for the quantity asked: two rings under Diwali are ₹95,790', () => {
    const { price } = offerPriceOf(ring, card, { ...at, quantity: 2 }, [diwali], NOW);
    expect(price.lineTotalPaise).toBe(2 * DIWALI_RING);
  });

  it.each([
    [
      'an offer for another category',
      offer(10, { makingDiscountPercent: 25, categoryIds: [PENDANTS] }),
    ],
    [
      'an offer that starts a millisecond from now',
      offer(11, { makingDiscountPercent: 25, startsAt: new Date(NOW.getTime() + 1) }),
    ],
    ['an offer that ended exactly now', offer(12, { makingDiscountPercent: 25, endsAt: NOW })],
    ['an offer switched off', offer(13, { makingDiscountPercent: 25, active: false })],
    [
      'an offer by code, with no code given',
      offer(14, { code: 'DIWALI', makingDiscountPercent: 25 }),
    ],
    [
      'an offer that needs a minimum order',
      offer(15, { makingDiscountPercent: 25, minOrderPaise: 1_00 }),
    ],
  ])('is the plain price, with no offer, under %s', (_, other) => {
    const { offer: applied, price } = offerPriceOf(ring, card, at, [other], NOW);
    expect(applied).toBeNull();
    expect(price.unitTotalPaise).toBe(RING);
  });

  it('counts an offer starting exactly now as live', () => {
    const starting = offer(16, {
      makingDiscountPercent: 25,
      diamondDiscountPercent: 10,
      startsAt: NOW,
    });
    const { offer: applied, price } = offerPriceOf(ring, card, at, [starting], NOW);
    expect(applied?.id).toBe(starting.id);
    expect(price.unitTotalPaise).toBe(DIWALI_RING);
  });

  it('is taken at the present moment when no moment is given', () => {
    const now = Date.now();
    const running = offer(17, {
      makingDiscountPercent: 25,
      diamondDiscountPercent: 10,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    });
    const { offer: applied, price } = offerPriceOf(ring, card, at, [running, diwali]);
    expect(applied?.id).toBe(running.id);
    expect(price.unitTotalPaise).toBe(DIWALI_RING);
  });
});

describe("a cart's code", () => {
  it('prices a piece its categories cover when it is better than the automatic offer, alone (never stacked)', () => {
    const { offer: applied, price } = offerPriceOf(ring, card, at, [diwali], NOW, rings50);
    expect(applied?.code).toBe('RINGS50');
    expect(price.unitTotalPaise).toBe(RINGS50_RING);
    expect(price.makingDiscountPaise).toBe(2_000_00);
    expect(price.diamondDiscountPaise).toBe(5_000_00);
  });

  it('does not price a pendant when it is for rings: the pendant keeps its automatic offer, or its plain price', () => {
    const underDiwali = offerPriceOf(pendant, card, at, [diwali], NOW, rings50);
    expect(underDiwali.offer?.id).toBe(diwali.id);
    expect(underDiwali.price.unitTotalPaise).toBe(DIWALI_PENDANT);

    const plain = offerPriceOf(pendant, card, at, [], NOW, rings50);
    expect(plain.offer).toBeNull();
    expect(plain.price.unitTotalPaise).toBe(PENDANT);
  });

  it('prices every piece when it names no category', () => {
    const everything = offer(20, { code: 'ALL25', makingDiscountPercent: 25 });
    const { offer: applied, price } = offerPriceOf(pendant, card, at, [], NOW, everything);
    expect(applied?.code).toBe('ALL25');
    expect(price.unitTotalPaise).toBe(DIWALI_PENDANT);
  });

  it('loses to a better automatic offer, which then prices the piece alone', () => {
    const ringsTenCode = { ...ringsTen, id: 21, code: 'RINGS10' };
    const { offer: applied, price } = offerPriceOf(ring, card, at, [diwali], NOW, ringsTenCode);
    expect(applied?.id).toBe(diwali.id);
    expect(price.unitTotalPaise).toBe(DIWALI_RING);
  });

  it('prices a piece with no automatic offer live', () => {
    const { offer: applied, price } = offerPriceOf(ring, card, at, [], NOW, rings50);
    expect(applied?.code).toBe('RINGS50');
    expect(price.unitTotalPaise).toBe(RINGS50_RING);
  });
});

describe('why a code is refused', () => {
  /** RINGS50 needing an order of ₹1,50,000. */
  const needsMinimum = { ...rings50, minOrderPaise: 1_50_000_00 };

  it('is no reason at all for a live code that covers a piece in the cart, at exactly its minimum', () => {
    expect(couponRefusal(needsMinimum, 1_50_000_00, [PENDANTS, RINGS], NOW)).toBeNull();
    expect(couponRefusal(rings50, 1_00, [RINGS], NOW)).toBeNull();
  });

  it('names the minimum in rupees for an order a paisa under it', () => {
    expect(couponRefusal(needsMinimum, 1_50_000_00 - 1, [RINGS], NOW)).toBe(
      'This code needs an order of at least ₹1,50,000.',
    );
  });

  it('says the code does not apply when its categories miss every piece in the cart', () => {
    expect(couponRefusal(rings50, 5_00_000_00, [PENDANTS, 21], NOW)).toBe(
      'This code does not apply to the pieces in your cart.',
    );
  });

  it('says the code is not valid when there is no such code, or the offer is automatic', () => {
    expect(couponRefusal(undefined, 1_00_000_00, [RINGS], NOW)).toBe('This code is not valid.');
    expect(couponRefusal(diwali, 1_00_000_00, [RINGS], NOW)).toBe('This code is not valid.');
  });

  it('says the offer is no longer running when it is switched off', () => {
    expect(couponRefusal({ ...rings50, active: false }, 1_00_000_00, [RINGS], NOW)).toBe(
      'This offer is no longer running.',
    );
  });

  it('names the India date an offer starts on, a millisecond before it starts, and none at its start', () => {
    // 18:30 UTC on 28 October is midnight of 29 October in India.
    const justBefore = new Date(WINDOW.startsAt.getTime() - 1);
    expect(couponRefusal(rings50, 1_00_000_00, [RINGS], justBefore)).toBe(
      'This offer starts on 29 Oct 2026.',
    );
    expect(couponRefusal(rings50, 1_00_000_00, [RINGS], WINDOW.startsAt)).toBeNull();
  });

  it('names the last India day an offer ran, from the moment it ends', () => {
    // It ends at midnight of 1 November in India: 31 October was its last day.
    expect(couponRefusal(rings50, 1_00_000_00, [RINGS], WINDOW.endsAt)).toBe(
      'This offer ended on 31 Oct 2026.',
    );
    expect(
      couponRefusal(rings50, 1_00_000_00, [RINGS], new Date(WINDOW.endsAt.getTime() - 1)),
    ).toBeNull();
  });

  it('is judged at the present moment when no moment is given', () => {
    expect(couponRefusal(rings50, 1_00_000_00, [RINGS])).toBe('This offer ended on 31 Oct 2026.');
    const now = Date.now();
    const running = { ...rings50, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) };
    expect(couponRefusal(running, 1_00_000_00, [RINGS])).toBeNull();
  });
});

describe("an offer's parts of a price, in rupees", () => {
  it('gives the two cuts of one piece and strikes through the plain price of the whole line', () => {
    const { price } = offerPriceOf(ring, card, { ...at, quantity: 2 }, [diwali], NOW);
    expect(offerParts(price)).toEqual({
      making_discount: 1_000,
      diamond_discount: 2_500,
      original_total: 1_03_000,
    });
  });

  it('gives no cuts and the plain line total for a price no offer made', () => {
    const { price } = offerPriceOf(pendant, card, { ...at, quantity: 3 }, [], NOW);
    expect(offerParts(price)).toEqual({
      making_discount: 0,
      diamond_discount: 0,
      original_total: 43_260,
    });
  });

  it('keeps the paise of a cut', () => {
    const price: PriceBreakdown = {
      goldPaise: 20_000_00,
      diamondPaise: 0,
      stonesPaise: 0,
      makingPaise: 4_000_17,
      gstPaise: 0,
      unitTotalPaise: 23_000_00,
      quantity: 2,
      lineTotalPaise: 46_000_00,
      makingDiscountPaise: 1_000_04,
      diamondDiscountPaise: 0,
      originalUnitTotalPaise: 24_000_00,
    };
    expect(offerParts(price)).toEqual({
      making_discount: 1_000.04,
      diamond_discount: 0,
      original_total: 48_000,
    });
  });
});

describe('the badge of the offer that priced a piece', () => {
  it('carries its title, both percents and its end as an ISO instant', () => {
    expect(offerBadge(diwali)).toEqual({
      title: 'Diwali',
      making_discount_percent: 25,
      diamond_discount_percent: 10,
      ends_at: '2026-10-31T18:30:00.000Z',
    });
  });

  it('has an empty title for an offer without one', () => {
    const { title: _, ...untitled } = ringsTen;
    expect(offerBadge(untitled)).toEqual({
      title: '',
      making_discount_percent: 10,
      diamond_discount_percent: 0,
      ends_at: '2026-10-31T18:30:00.000Z',
    });
  });

  it('is no badge when no offer priced the piece', () => {
    expect(offerBadge(null)).toBeNull();
  });
});
