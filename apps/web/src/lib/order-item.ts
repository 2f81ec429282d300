import type { Clarity, GoldColour, Karat } from '@kanak/domain/catalog';
import type { Order as WireOrder, OrderItem as WireOrderItem } from '@kanak/domain/contract/orders';

/** An ordered piece in the code's own words (decision 025); the wire's names stay in `toOrderItem`. */
export interface OrderItem
  extends Omit<WireOrderItem, 'gold_type' | 'gold_carat' | 'diamond_clarity' | 'ring_size' | 'unit_price'> {
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
  ringSize: number | null;
  /** One piece in rupees, as locked. */
  unitPrice: number;
}

/** Wire → inside, once per ordered piece of every order answer: the customer's (features/orders/api) and the admin's (features/admin/api). */
export function toOrderItem({
  gold_type,
  gold_carat,
  diamond_clarity,
  ring_size,
  unit_price,
  ...rest
}: WireOrderItem): OrderItem {
  return {
    ...rest,
    goldColour: gold_type,
    karat: gold_carat,
    clarity: diamond_clarity,
    ringSize: ring_size,
    unitPrice: unit_price,
  };
}

/** An order whose pieces speak the inside names. */
export type WithItems<T extends { items: WireOrderItem[] }> = Omit<T, 'items'> & { items: OrderItem[] };
export type Order = WithItems<WireOrder>;

/** Wire → inside for an order (or the admin's extension of one). */
export const toOrder = <T extends { items: WireOrderItem[] }>(order: T): WithItems<T> => ({
  ...order,
  items: order.items.map(toOrderItem),
});
