import { pricingInputOf, type Product } from '@kanak/db';
import {
  automaticOffersFor,
  bestOfferPrice,
  codeRefusal,
  formatIndiaDate,
  formatPaise,
  indiaDate,
  offerCovers,
  paiseToRupees,
  type OfferRule,
  type PriceBreakdown,
  type PriceOptions,
  type RateCard,
} from '@kanak/domain';

type PricedProduct = Parameters<typeof pricingInputOf>[0] & Pick<Product, 'productCategoryId'>;

/**
 * A product's price at `options` under the best automatic offer live now for its category
 * (ARCHITECTURE §7: offers live in the one price function; the SQL list price picks the same one).
 */
export function offerPriceOf(
  product: PricedProduct,
  card: RateCard,
  options: Omit<PriceOptions, 'discount'>,
  live: readonly OfferRule[],
  now = new Date(),
  /** A code the cart qualifies for: one more candidate for the pieces it covers (the best still wins alone). */
  code?: OfferRule,
) {
  const candidates = automaticOffersFor(live, product.productCategoryId, now);
  if (code && offerCovers(code, product.productCategoryId)) candidates.push(code);
  return bestOfferPrice(pricingInputOf(product), card, options, candidates);
}

/** Why a code cannot apply to these pieces worth `totalPaise` now, or null (messages with India dates and rupees). */
export function couponRefusal(code: OfferRule | undefined, totalPaise: number, categoryIds: readonly number[], now = new Date()): string | null {
  return codeRefusal(code, { totalPaise, categoryIds }, now, { day: (at) => formatIndiaDate(indiaDate(at)), money: formatPaise });
}

/** The offer's parts of a breakdown in rupees: what it took off and the price it struck through (per piece). */
export function offerParts(price: PriceBreakdown) {
  return {
    making_discount: paiseToRupees(price.makingDiscountPaise ?? 0),
    diamond_discount: paiseToRupees(price.diamondDiscountPaise ?? 0),
    original_total: paiseToRupees((price.originalUnitTotalPaise ?? price.unitTotalPaise) * price.quantity),
  };
}

/** What a shopper is told of the offer that priced a piece. */
export const offerBadge = (offer: OfferRule | null) =>
  offer
    ? {
        title: offer.title ?? '',
        making_discount_percent: offer.makingDiscountPercent,
        diamond_discount_percent: offer.diamondDiscountPercent,
        ends_at: offer.endsAt.toISOString(),
      }
    : null;
