import type { Product as ProductRow } from '@kanak/db';
import { LIST_PRICE_OPTIONS, listPriceOf } from '@kanak/db';
import { offerBadge, offerPriceOf } from '../offers/offer-price.ts';
import { paiseToRupees, rateCardToRupees, type OfferRule, type Product, type RateCard } from '@kanak/domain';

/** Today's card in rupees, as product responses carry it (ARCHITECTURE §4). */
export function rateCardInRupees(card: RateCard): { gold: Product['gold_price']; diamond: Product['diamond_price'] } {
  return rateCardToRupees(card);
}

/**
 * A product row as the API's Product (SPEC §3 fields). `pricePaise` is the list price, or the price
 * at a listing's metal and purity.
 */
export function toProductView(
  row: ProductRow,
  category: { id: number; name: string },
  card: RateCard,
  pricePaise: number = row.listPricePaise,
  /** Offers live now: the one that prices the piece at the list options becomes its ribbon. */
  live: readonly OfferRule[] = [],
): Product {
  const offer = live.length > 0 ? offerPriceOf(row, card, LIST_PRICE_OPTIONS, live).offer : null;
  const rates = rateCardInRupees(card);
  const ringSizes = row.isRing ? row.ringSizes : [];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    images: row.images,
    product_pink_images: row.productPinkImages,
    product_yellow_images: row.productYellowImages,
    product_white_images: row.productWhiteImages,
    product_video: row.productVideo,
    product_category_id: row.productCategoryId,
    product_code: row.productCode,
    prodheight: row.prodheight,
    prodweight: row.prodweight,
    prod_width: row.prodWidth,
    product_dimensions: row.productDimensions,
    metal_weight: row.metalWeightMg / 1000,
    diamond_weight: row.diamondWeightMct / 1000,
    diamond_count: row.diamondCount,
    diamond_shape: row.diamondShape,
    product_is_diamond: row.productIsDiamond,
    gold_price: rates.gold,
    diamond_price: rates.diamond,
    price_making_charge: row.priceMakingCharge,
    gst: row.gstPercent,
    ring: row.isRing,
    ring_sizes: ringSizes,
    stone: row.hasStone,
    stone_weight: row.stoneWeight,
    other_info_point1: { isRing: row.isRing },
    other_info_point2: { stones: row.stones },
    other_info_point3: { prod_width: row.prodWidth },
    type: row.type,
    metal_type: row.metalType,
    karat: row.karat,
    img: row.images[0] ?? null,
    total_gold_amount: paiseToRupees(listPriceOf(row, card).goldPaise),
    best_seller: row.bestSeller,
    price: paiseToRupees(pricePaise),
    category,
    offer: offerBadge(offer),
  };
}
