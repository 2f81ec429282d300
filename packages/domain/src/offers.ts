import { priceOf, type PriceBreakdown, type PriceDiscount, type PriceOptions, type PricingInput, type RateCard } from './pricing.ts';
import type { Paise } from './money.ts';

/*
 * Offers jewellers run (ARCHITECTURE §7): a cut of the making charge and of the diamond value,
 * for a window in India time, automatic (no code) or by code, for some categories or all, above
 * a minimum order or not. The best offer applies; offers never stack.
 */

export interface OfferRule {
  id: number;
  /** What the shopper reads ('Dhanteras: 25% off making charges'). */
  title?: string;
  /** null: automatic, part of every price it covers; otherwise applied to a cart by code. */
  code: string | null;
  /** 0–100, at most two decimals. */
  makingDiscountPercent: number;
  diamondDiscountPercent: number;
  /** The categories it covers; null or empty: every category. */
  categoryIds: readonly number[] | null;
  /** The order total (before the offer) it needs, in paise; null: none. */
  minOrderPaise: Paise | null;
  /** Live from `startsAt` (included) to `endsAt` (excluded). */
  startsAt: Date;
  endsAt: Date;
  active: boolean;
}

export const OFFER_MESSAGES = {
  unknownCode: 'This code is not valid.',
  notStarted: (from: string) => `This offer starts on ${from}.`,
  ended: (on: string) => `This offer ended on ${on}.`,
  inactive: 'This offer is no longer running.',
  belowMinimum: (min: string) => `This code needs an order of at least ${min}.`,
  notForThesePieces: 'This code does not apply to the pieces in your cart.',
} as const;

/** Percent (two decimals) to basis points. */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

export function discountOf(offer: Pick<OfferRule, 'makingDiscountPercent' | 'diamondDiscountPercent'>): PriceDiscount {
  return { makingBasisPoints: basisPoints(offer.makingDiscountPercent), diamondBasisPoints: basisPoints(offer.diamondDiscountPercent) };
}

export const isOfferLive = (offer: Pick<OfferRule, 'active' | 'startsAt' | 'endsAt'>, now: Date): boolean =>
  offer.active && offer.startsAt.getTime() <= now.getTime() && now.getTime() < offer.endsAt.getTime();

export const offerCovers = (offer: Pick<OfferRule, 'categoryIds'>, categoryId: number): boolean =>
  !offer.categoryIds || offer.categoryIds.length === 0 || offer.categoryIds.includes(categoryId);

/** Automatic: no code to type and no minimum order (a minimum is a cart's), so it prices a piece on its own. */
export const isAutomaticOffer = (offer: Pick<OfferRule, 'code' | 'minOrderPaise'>): boolean =>
  offer.code === null && offer.minOrderPaise === null;

/**
 * The automatic offers that may price a piece on its own (list prices, the product page): live,
 * without a code, covering its category, and needing no minimum order (a minimum is a cart's).
 */
export function automaticOffersFor(offers: readonly OfferRule[], categoryId: number, now: Date): OfferRule[] {
  return offers.filter((o) => isAutomaticOffer(o) && isOfferLive(o, now) && offerCovers(o, categoryId));
}

/**
 * The piece's price under the best of `candidates`: the lowest unit total wins, a tie goes to the
 * offer that ends first (then the lower id), and offers never stack. Without a candidate that
 * lowers the price, the plain price and no offer.
 */
export function bestOfferPrice(
  input: PricingInput,
  rates: RateCard,
  options: Omit<PriceOptions, 'discount'>,
  candidates: readonly OfferRule[],
): { offer: OfferRule | null; price: PriceBreakdown } {
  let best: { offer: OfferRule | null; price: PriceBreakdown } = { offer: null, price: priceOf(input, rates, options) };
  for (const offer of candidates) {
    const price = priceOf(input, rates, { ...options, discount: discountOf(offer) });
    const current = best.price.unitTotalPaise;
    const better =
      price.unitTotalPaise < current ||
      (price.unitTotalPaise === current &&
        best.offer !== null &&
        (offer.endsAt.getTime() < best.offer.endsAt.getTime() || (offer.endsAt.getTime() === best.offer.endsAt.getTime() && offer.id < best.offer.id)));
    if (better) best = { offer, price };
  }
  return best;
}

/** A date-time the admin typed in India time ('2026-10-29T00:00') as the instant it names. */
export function indiaDateTime(local: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:00+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Why a code cannot apply to a cart now, or null when it can (before the pieces are checked). */
export function codeRefusal(
  offer: OfferRule | undefined,
  cart: { totalPaise: Paise; categoryIds: readonly number[] },
  now: Date,
  format: { day: (at: Date) => string; money: (paise: Paise) => string },
): string | null {
  if (!offer || offer.code === null) return OFFER_MESSAGES.unknownCode;
  if (!offer.active) return OFFER_MESSAGES.inactive;
  if (now.getTime() < offer.startsAt.getTime()) return OFFER_MESSAGES.notStarted(format.day(offer.startsAt));
  if (now.getTime() >= offer.endsAt.getTime()) return OFFER_MESSAGES.ended(format.day(new Date(offer.endsAt.getTime() - 1)));
  if (!cart.categoryIds.some((c) => offerCovers(offer, c))) return OFFER_MESSAGES.notForThesePieces;
  if (offer.minOrderPaise !== null && cart.totalPaise < offer.minOrderPaise) return OFFER_MESSAGES.belowMinimum(format.money(offer.minOrderPaise));
  return null;
}
