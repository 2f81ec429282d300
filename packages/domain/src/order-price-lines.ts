import type { Order } from './contract/orders.ts';
import { formatRupees } from './money.ts';
import { WEIGHT_VARIATION_PERCENT } from './rules.ts';

/*
 * How an order's price came to be, in lines that foot (issue 35 #13: the code vanished after the
 * cart and the back office's breakdown did not add up). The customer's order page, checkout and the
 * back office's order read these, so they name the same code and the same saving.
 */

export interface PriceLine {
  label: string;
  /** Rupees; negative for what was taken off. */
  amount: number;
  /** The line that is the sum of those above it. */
  total?: boolean;
  /** A change that may go either way: printed with its sign. */
  change?: boolean;
}

type PricedOrder = Pick<Order, 'discount' | 'total_price'>;

/** "the code DIWALI25" or "the offer", for labels. */
export const offerName = (discount: NonNullable<Order['discount']>): string =>
  discount.code ? `code ${discount.code}` : discount.title ? `offer “${discount.title}”` : 'offer';

/**
 * The price before the offer, each cut (making charge, diamonds, and the GST and whole-rupee
 * rounding that fall with them), then the order's total: the lines sum to the total exactly.
 */
export function discountLines(order: PricedOrder): PriceLine[] {
  const d = order.discount;
  if (!d) return [];
  const gst = d.saving - d.making_discount - d.diamond_discount;
  const lines: PriceLine[] = [{ label: `Price before the ${offerName(d)}`, amount: d.original_total }];
  if (d.making_discount > 0) lines.push({ label: 'Making charge discount', amount: -d.making_discount });
  if (d.diamond_discount > 0) lines.push({ label: 'Diamond discount', amount: -d.diamond_discount });
  if (gst !== 0) lines.push({ label: 'GST on the discount, and rounding', amount: -gst });
  lines.push({ label: 'Order total', amount: order.total_price, total: true });
  return lines;
}

type WeighedOrder = Pick<Order, 'finished_weight' | 'total_price'>;

/** The total at the ordered weight, the finished weight's change, and the total now. */
export function finishedWeightLines(order: WeighedOrder): PriceLine[] {
  const w = order.finished_weight;
  if (!w) return [];
  return [
    { label: `Price at the ordered ${w.ordered_metal_weight} g`, amount: w.ordered_total },
    { label: `Finished at ${w.metal_weight} g`, amount: w.change, change: true },
    { label: 'Order total now', amount: order.total_price, total: true },
  ];
}

/** The sentence that explains the change, as the customer's SMS does. */
export function finishedWeightSentence(order: WeighedOrder): string | null {
  const w = order.finished_weight;
  if (!w) return null;
  const change =
    w.change > 0
      ? `adds ${formatRupees(w.change)} to the price`
      : w.change < 0
        ? `takes ${formatRupees(-w.change)} off the price`
        : 'leaves the price as it was';
  return (
    `Your finished piece weighs ${w.metal_weight} g of metal; you ordered ${w.ordered_metal_weight} g ` +
    `(within the ${WEIGHT_VARIATION_PERCENT}% allowed). At the rates locked when you ordered, that ${change}: ` +
    `${formatRupees(w.ordered_total)} → ${formatRupees(order.total_price)}.`
  );
}
