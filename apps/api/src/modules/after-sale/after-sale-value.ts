import type { AfterSaleValue, Db, Order as OrderRow, OrderItem as OrderItemRow } from '@kanak/db';
import { AFTER_SALE_MESSAGES, buybackEstimate, returnValuePaise, type AfterSaleKind } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import { findRateCardRow } from '../catalog/rate-card.ts';
import { lockedWeights } from '../orders/buyback.service.ts';

/**
 * The value of the chosen pieces: a return's share of what the order cost; an exchange's or a
 * buyback's from the domain's buyback rules on today's rate card and each line's locked weights.
 * Maintenance moves no money (null).
 */
export async function afterSaleValueOf(db: Db, order: OrderRow, items: OrderItemRow[], kind: AfterSaleKind, itemIds: number[]): Promise<AfterSaleValue | null> {
  if (kind === 'maintenance') return null;
  const chosen = new Set(itemIds);
  if (kind === 'return') {
    const amountPaise = returnValuePaise(order.totalPaise, items.map((i) => ({ lineTotalPaise: i.lineTotalPaise, returned: chosen.has(i.id) })));
    return { amountPaise, goldPaise: 0, diamondPaise: 0, stonesPaise: 0, processingPaise: 0, ratesDate: null };
  }
  const card = await findRateCardRow(db);
  if (!card) throw new HttpError(503, AFTER_SALE_MESSAGES.pricesUpdating);
  const weights = lockedWeights(items, order.finishedWeightMg, order.finishedDiamondWeightMct);
  const value: AfterSaleValue = { amountPaise: 0, goldPaise: 0, diamondPaise: 0, stonesPaise: 0, processingPaise: 0, ratesDate: card.effectiveFrom.toISOString() };
  for (const row of items.filter((i) => chosen.has(i.id))) {
    const snap = row.productSnapshot;
    const v = buybackEstimate(
      { ...weights(snap), isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, goldColour: row.goldColour, karat: row.karat, clarity: row.clarity, quantity: row.quantity },
      { gold: card.gold, diamond: card.diamond },
    );
    value.goldPaise += v.goldPaise;
    value.diamondPaise += v.diamondPaise;
    value.stonesPaise += v.stonesPaise;
    value.processingPaise += v.processingPaise;
    value.amountPaise += v.netPaise;
  }
  return value;
}
