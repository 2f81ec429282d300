import { CLARITIES, GOLD_COLOURS, KARATS, type Clarity, type GoldColour, type Karat } from './catalog.ts';
import { divideHalfUp, paiseToRupees, type Paise } from './money.ts';

/** Today's rate card: gold per gram and diamond per carat, in paise (ARCHITECTURE §4). */
export interface RateCard {
  gold: Record<GoldColour, Record<Karat, Paise>>;
  diamond: Record<Clarity, Paise>;
}

/** A rate card's shape with any unit: gold by colour × karat, diamond by clarity. */
export interface RateTable<T> {
  gold: Record<GoldColour, Record<Karat, T>>;
  diamond: Record<Clarity, T>;
}

/** The same card with every rate passed through `f` (paise ↔ rupees, or all zero). */
export function mapRates<A, B>(card: RateTable<A>, f: (rate: A) => B): RateTable<B> {
  const gold = Object.fromEntries(
    GOLD_COLOURS.map((c) => [c, Object.fromEntries(KARATS.map((k) => [k, f(card.gold[c][k])]))]),
  ) as RateTable<B>['gold'];
  const diamond = Object.fromEntries(CLARITIES.map((c) => [c, f(card.diamond[c])])) as RateTable<B>['diamond'];
  return { gold, diamond };
}

/** The rate card in rupees, as the API shows it (the one converter for catalogue and admin). */
export function rateCardToRupees(card: RateCard): RateTable<number> {
  return mapRates(card, paiseToRupees);
}

/** What pricing needs to know of a product. Weights are integers: milligrams and milli-carats. */
export interface PricingInput {
  metalWeightMg: number;
  diamondWeightMct: number;
  isDiamond: boolean;
  /** Σ stone prices in paise (SPEC §3 other_info_point2). */
  stonesPaise: Paise;
  /** `price_making_charge`: thousands of rupees per gram (default 4 = ₹4,000/g). */
  makingCharge: number;
  /** GST in percent (default 3). */
  gstPercent: number;
}

export interface PriceOptions {
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
  quantity?: number;
  /** An offer's cut of the making charge and of the diamond value (ARCHITECTURE §7 offers). */
  discount?: PriceDiscount;
}

/** Percent off in basis points (25% = 2500), so every step stays in integers. */
export interface PriceDiscount {
  makingBasisPoints: number;
  diamondBasisPoints: number;
}

/** Every amount in paise; the unit total is rounded half-up to whole rupees (so a multiple of 100). */
export interface PriceBreakdown {
  goldPaise: Paise;
  diamondPaise: Paise;
  stonesPaise: Paise;
  makingPaise: Paise;
  gstPaise: Paise;
  /** Unit price: whole rupees, in paise. */
  unitTotalPaise: Paise;
  quantity: number;
  /** unitTotalPaise × quantity. */
  lineTotalPaise: Paise;
  /** What an offer took off the making charge and the diamond value (0 without one), before GST. */
  makingDiscountPaise?: Paise;
  diamondDiscountPaise?: Paise;
  /** The unit price without the offer (whole rupees), to strike through; equal to unitTotalPaise without one. */
  originalUnitTotalPaise?: Paise;
  /** The cut applied, kept with an order's lock so a finished weight re-prices under the same offer. */
  discount?: PriceDiscount;
}

/** Making charge per gram in paise: `price_making_charge × 1000` rupees. */
function makingPaisePerGram(makingCharge: number): number {
  return Math.round(makingCharge * 1000 * 100);
}

/**
 * The one price function (ARCHITECTURE §4): gold + diamond + stones + making, GST on the sum, each
 * part rounded half-up to paise and the total half-up to whole rupees; line total = unit × quantity.
 */
export function priceOf(
  input: PricingInput,
  rates: RateCard,
  options: PriceOptions,
): PriceBreakdown {
  const quantity = options.quantity ?? 1;
  const goldRate = rates.gold[options.goldColour][options.karat];
  const goldPaise = divideHalfUp(input.metalWeightMg * goldRate, 1000);
  const diamondPaise = input.isDiamond
    ? divideHalfUp(input.diamondWeightMct * rates.diamond[options.clarity], 1000)
    : 0;
  const makingPaise = divideHalfUp(
    input.metalWeightMg * makingPaisePerGram(input.makingCharge),
    1000,
  );
  const gstBasisPoints = Math.round(input.gstPercent * 100);
  const unitTotal = (subtotal: number) => {
    const gst = divideHalfUp(subtotal * gstBasisPoints, 10000);
    return { gst, total: divideHalfUp(subtotal + gst, 100) * 100 };
  };
  const full = goldPaise + diamondPaise + input.stonesPaise + makingPaise;
  const price = {
    goldPaise,
    diamondPaise,
    stonesPaise: input.stonesPaise,
    makingPaise,
    quantity,
  };
  const discount = options.discount;
  if (!discount || (discount.makingBasisPoints <= 0 && discount.diamondBasisPoints <= 0)) {
    const { gst, total } = unitTotal(full);
    return { ...price, gstPaise: gst, unitTotalPaise: total, lineTotalPaise: total * quantity };
  }
  // An offer cuts the making charge and the diamond value; GST is charged on what is left.
  const makingDiscountPaise = divideHalfUp(makingPaise * clampBasisPoints(discount.makingBasisPoints), 10000);
  const diamondDiscountPaise = divideHalfUp(diamondPaise * clampBasisPoints(discount.diamondBasisPoints), 10000);
  const { gst, total } = unitTotal(full - makingDiscountPaise - diamondDiscountPaise);
  return {
    ...price,
    gstPaise: gst,
    unitTotalPaise: total,
    lineTotalPaise: total * quantity,
    makingDiscountPaise,
    diamondDiscountPaise,
    originalUnitTotalPaise: unitTotal(full).total,
    discount: { makingBasisPoints: clampBasisPoints(discount.makingBasisPoints), diamondBasisPoints: clampBasisPoints(discount.diamondBasisPoints) },
  };
}

const clampBasisPoints = (bp: number) => Math.min(10000, Math.max(0, Math.round(bp)));

/** Grams (e.g. 3.45) to integer milligrams, and carats to milli-carats. */
export function toThousandths(value: number): number {
  return Math.round(value * 1000);
}
