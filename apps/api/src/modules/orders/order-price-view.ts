import type { Order as OrderRow, OrderItem as OrderItemRow } from '@kanak/db';
import { paiseToRupees, priceOf, type Order, type OrderItem } from '@kanak/domain';
import { offerParts } from '../offers/offer-price.ts';

/**
 * The offer's parts of a locked line in rupees at the edge (ARCHITECTURE §9: items carry them), as
 * the product page and the cart give them: the cuts per piece, beside the per-piece breakdown, and
 * the line's total without the offer.
 */
export const discountParts = (row: OrderItemRow) => offerParts(row.breakdown);

/** The offer that priced the line, as locked with it; lines locked before the offer was kept have none named. */
export const offerOf = (row: OrderItemRow): OrderItem['offer'] => (row.productSnapshot as { offer?: OrderItem['offer'] }).offer ?? null;

/** The order's saving under its offer, with the code used: what checkout, the order page and the back office name. */
export function orderDiscount(rows: OrderItemRow[]): Order['discount'] {
  let making = 0;
  let diamond = 0;
  let original = 0;
  let total = 0;
  for (const row of rows) {
    const b = row.breakdown;
    making += (b.makingDiscountPaise ?? 0) * row.quantity;
    diamond += (b.diamondDiscountPaise ?? 0) * row.quantity;
    original += (b.originalUnitTotalPaise ?? b.unitTotalPaise) * row.quantity;
    total += row.lineTotalPaise;
  }
  if (original <= total) return null;
  const offers = rows.map(offerOf).filter((o) => o !== null);
  const named = offers.find((o) => o.code !== null) ?? offers[0] ?? null;
  return {
    code: named?.code ?? null,
    title: named?.title ?? null,
    making_discount: paiseToRupees(making),
    diamond_discount: paiseToRupees(diamond),
    original_total: paiseToRupees(original),
    saving: paiseToRupees(original - total),
  };
}

const orderedWeight = (rows: OrderItemRow[], key: 'metalWeightMg' | 'diamondWeightMct') =>
  rows.reduce((sum, r) => sum + r.productSnapshot[key] * r.quantity, 0);

/** A piece's share of the finished weight, as the finished weight was priced (order-actions.ts). */
export function finishedMetalWeight(order: OrderRow, rows: OrderItemRow[], row: OrderItemRow): number | null {
  if (order.finishedWeightMg === null) return null;
  const ordered = orderedWeight(rows, 'metalWeightMg');
  return ordered > 0 ? Math.round((row.productSnapshot.metalWeightMg * order.finishedWeightMg) / ordered) / 1000 : null;
}

/**
 * The finished weight and what it changed: the ordered total is the one price function on the
 * ordered weights and the rates and offer locked with each line, so the change is exactly the
 * finished weight's (the customer's SMS says the same).
 */
export function finishedWeightView(order: OrderRow, rows: OrderItemRow[]): Order['finished_weight'] {
  if (order.finishedWeightMg === null) return null;
  let orderedTotal = 0;
  for (const row of rows) {
    const snap = row.productSnapshot;
    const price = priceOf(
      { metalWeightMg: snap.metalWeightMg, diamondWeightMct: snap.diamondWeightMct, isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, makingCharge: snap.makingCharge, gstPercent: snap.gstPercent },
      row.ratesSnapshot,
      { goldColour: row.goldColour, karat: row.karat, clarity: row.clarity, quantity: row.quantity, ...(row.breakdown.discount ? { discount: row.breakdown.discount } : {}) },
    );
    orderedTotal += price.lineTotalPaise;
  }
  const itemsTotal = rows.reduce((sum, r) => sum + r.lineTotalPaise, 0);
  return {
    metal_weight: order.finishedWeightMg / 1000,
    ordered_metal_weight: orderedWeight(rows, 'metalWeightMg') / 1000,
    diamond_weight: order.finishedDiamondWeightMct === null ? null : order.finishedDiamondWeightMct / 1000,
    ordered_diamond_weight: orderedWeight(rows, 'diamondWeightMct') / 1000,
    ordered_total: paiseToRupees(orderedTotal),
    change: paiseToRupees(itemsTotal - orderedTotal),
    recorded_at: order.weightAdjustedAt?.toISOString() ?? null,
  };
}
