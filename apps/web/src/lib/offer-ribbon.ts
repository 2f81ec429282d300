import { formatIndiaDayMonth, indiaDate } from '@kanak/domain/calendar';
import type { Product } from '@kanak/domain/contract/product';

/**
 * An offer's ribbon in the shop's words: "25% off making charges · ends 2 Nov". The end is the
 * last moment of the offer, so an offer ending at midnight "ends" the day before.
 */
export function offerRibbon(offer: NonNullable<Product['offer']>): string {
  const cuts = [
    offer.making_discount_percent > 0 ? `${offer.making_discount_percent}% off making charges` : null,
    offer.diamond_discount_percent > 0 ? `${offer.diamond_discount_percent}% off diamond value` : null,
  ].filter(Boolean);
  return `${cuts.join(' + ')} · ends ${formatIndiaDayMonth(indiaDate(new Date(new Date(offer.ends_at).getTime() - 1)))}`;
}
