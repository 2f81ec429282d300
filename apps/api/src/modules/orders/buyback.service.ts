import type { OrderItem as OrderItemRow } from '@kanak/db';
import { buybackEstimate, buybackValidUntil, MESSAGES, ORDER_MESSAGES, paiseToRupees } from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findRateCardRow } from '../catalog/rate-card.ts';
import { findOrder, itemsOf } from './orders.repository.ts';

/** Each line's metal and diamond weight, scaled to the finished weights when an admin recorded them. */
export function lockedWeights(items: OrderItemRow[], finishedMg: number | null, finishedMct: number | null) {
  const orderedMg = items.reduce((s, i) => s + i.productSnapshot.metalWeightMg * i.quantity, 0);
  const orderedMct = items.reduce((s, i) => s + (i.productSnapshot.isDiamond ? i.productSnapshot.diamondWeightMct * i.quantity : 0), 0);
  return (snap: OrderItemRow['productSnapshot']) => ({
    metalWeightMg: finishedMg && orderedMg > 0 ? Math.round((snap.metalWeightMg * finishedMg) / orderedMg) : snap.metalWeightMg,
    diamondWeightMct: finishedMct && orderedMct > 0 ? Math.round((snap.diamondWeightMct * finishedMct) / orderedMct) : snap.diamondWeightMct,
  });
}

/**
 * What a delivered order's pieces would fetch back today (SPEC §9 Policies), from today's rate
 * card and each line's locked weights and options. Owner only: another customer's order is a 404.
 */
export async function buybackOf(deps: Pick<ServiceDeps, 'database'>, userId: number, orderId: number) {
  const { db } = deps.database;
  const order = await findOrder(db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const validUntil = order.deliveredAt ? buybackValidUntil(order.deliveredAt) : null;
  if (order.status !== 'delivered' || !validUntil || validUntil.getTime() <= Date.now()) {
    throw new HttpError(409, MESSAGES.buyback.unavailable);
  }
  const card = await findRateCardRow(db);
  if (!card) throw new HttpError(503, MESSAGES.catalog.pricesUpdating);
  const rows = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  const weights = lockedWeights(rows, order.finishedWeightMg, order.finishedDiamondWeightMct);
  let totalPaise = 0;
  const items = rows.map((row) => {
    const snap = row.productSnapshot;
    const value = buybackEstimate(
      { ...weights(snap), isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, goldColour: row.goldColour, karat: row.karat, clarity: row.clarity, quantity: row.quantity },
      { gold: card.gold, diamond: card.diamond },
    );
    totalPaise += value.netPaise;
    return {
      order_item_id: row.id,
      name: snap.name,
      quantity: row.quantity,
      gold_value: paiseToRupees(value.goldPaise),
      diamond_value: paiseToRupees(value.diamondPaise),
      gemstone_value: paiseToRupees(value.stonesPaise),
      processing_charge: paiseToRupees(value.processingPaise),
      estimate: paiseToRupees(value.netPaise),
    };
  });
  return {
    items,
    total_estimate: paiseToRupees(totalPaise),
    rates_date: card.effectiveFrom.toISOString(),
    valid_until: validUntil.toISOString(),
  };
}
