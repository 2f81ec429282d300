import type { Clarity, GoldColour, Karat } from '@kanak/domain/catalog';
import type { CartLine as WireCartLine, CartResponse } from '@kanak/domain/contract/cart';

/*
 * The cart's answer in the code's own words (decision 025): the wire's names (`gold_type`,
 * `unit_price`, `totalPrice`, `total_price`…) are read here once, by the cart queries and mutations
 * in features/cart/api; the cart and checkout screens read the inside names.
 */

/** A cart line in the code's own words (decision 025); the wire's names stay in `toCartLine`. */
export interface CartLine
  extends Omit<
    WireCartLine,
    'gold_type' | 'gold_carat' | 'diamond_clarity' | 'ring_size' | 'unit_price' | 'totalPrice'
  > {
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
  ringSize: number | null;
  /** One piece in whole rupees. */
  unitPrice: number;
  /** unitPrice × quantity. */
  total: number;
}

/** The cart as the screens read it. */
export interface Cart {
  data: CartLine[];
  /** Σ of the lines' totals in rupees. */
  total: number;
  count: number;
  /** The offer code on the cart, whether it applies now and what it saves (rupees). */
  coupon: CartResponse['coupon'];
}

/** Wire → inside, once per line of every cart answer. */
export function toCartLine({
  gold_type,
  gold_carat,
  diamond_clarity,
  ring_size,
  unit_price,
  totalPrice,
  ...rest
}: WireCartLine): CartLine {
  return {
    ...rest,
    goldColour: gold_type,
    karat: gold_carat,
    clarity: diamond_clarity,
    ringSize: ring_size,
    unitPrice: unit_price,
    total: totalPrice,
  };
}

/** Wire → inside, once per cart answer. */
export const toCart = ({ data, total_price, count, coupon }: CartResponse): Cart => ({
  data: data.map(toCartLine),
  total: total_price,
  count,
  coupon: coupon ?? null,
});
