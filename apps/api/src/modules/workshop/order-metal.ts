import type { AfterSaleRequestRow, MetalEntryRow, Tx } from '@kanak/db';
import { fineGoldMg, finishedWeightMatches, MESSAGES, type WorkshopKarat } from '@kanak/domain';
import { unprocessable } from '../../http-error.ts';
import { lockedWeights } from '../orders/buyback.service.ts';
import { findOrder, itemsOf } from '../orders/orders.repository.ts';
import { insertMetalEntries, pieceMetalOfOrder, receivedNetOfOrder } from './metal.repository.ts';

/*
 * An order's metal in the gold ledger (ARCHITECTURE §10, decision 051): the pieces the workshop
 * made leave with the dispatch, pieces bought back or exchanged come back into stock, and the
 * finished weight recorded on the order agrees with what the workshop returned or says why not.
 */

/**
 * In the dispatch's transaction: whatever each of the order's jobs left in `piece` moves to the
 * customer, one entry per job. An order made without the workshop has nothing in `piece` and
 * writes nothing; a piece already dispatched has nothing left there (and the unique index on a
 * job's dispatch entry refuses a second one).
 */
export async function dispatchPieceMetal(tx: Tx, orderId: number, adminId: number | null): Promise<MetalEntryRow[]> {
  const pieces = await pieceMetalOfOrder(tx, orderId);
  return insertMetalEntries(
    tx,
    pieces.map((p) => ({ kind: 'dispatch' as const, karat: p.karat, weightMg: p.weightMg, fineMg: p.fineMg, fromPlace: 'piece' as const, toPlace: 'customer' as const, jobId: p.jobId, note: `Order #${orderId}`, createdBy: adminId })),
  );
}

/**
 * Metal a customer brings to the shop goes into stock: a piece bought back or exchanged (with its
 * after-sale request), and issue 39's outside gold.
 */
export async function metalFromCustomer(
  tx: Tx,
  entry: { kind: 'buyback' | 'exchange' | 'outside'; karat: WorkshopKarat; weightMg: number; note: string; afterSaleRequestId?: number; createdBy: number | null },
): Promise<MetalEntryRow[]> {
  if (entry.weightMg <= 0) return [];
  return insertMetalEntries(tx, [
    {
      kind: entry.kind,
      karat: entry.karat,
      weightMg: entry.weightMg,
      fineMg: fineGoldMg(entry.weightMg, entry.karat),
      fromPlace: 'customer',
      toPlace: 'stock',
      afterSaleRequestId: entry.afterSaleRequestId ?? null,
      note: entry.note,
      createdBy: entry.createdBy,
    },
  ]);
}

/**
 * A buyback's or an exchange's completion, the pieces in the shop's hands: their metal comes into
 * stock, one entry per karat, at the net weight the purchase voucher prints (each line's ordered
 * weight scaled to the recorded finished weight, times its quantity).
 */
export async function piecesBackIntoStock(tx: Tx, request: AfterSaleRequestRow, adminId: number | null): Promise<MetalEntryRow[]> {
  if (request.kind !== 'buyback' && request.kind !== 'exchange') return [];
  const order = await findOrder(tx, request.orderId, null);
  if (!order) throw new Error(`order ${request.orderId} vanished`);
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const weights = lockedWeights(items, order.finishedWeightMg, order.finishedDiamondWeightMct);
  const byKarat = new Map<WorkshopKarat, number>();
  for (const item of items.filter((i) => request.itemIds.includes(i.id))) {
    byKarat.set(item.karat, (byKarat.get(item.karat) ?? 0) + weights(item.productSnapshot).metalWeightMg * item.quantity);
  }
  const written: MetalEntryRow[] = [];
  for (const [karat, weightMg] of byKarat) {
    const label = request.kind === 'buyback' ? 'Buyback' : 'Exchange';
    written.push(...(await metalFromCustomer(tx, { kind: request.kind, karat, weightMg, note: `${label}, request #${request.id} (order #${order.id})`, afterSaleRequestId: request.id, createdBy: adminId })));
  }
  return written;
}

/**
 * A finished weight more than 0.01 g from the received jobs' net weight needs the owner's reason
 * (422 without one). No job back yet, nothing to compare. Answers the reason to keep (one given
 * where the weights agree is kept too).
 */
export async function finishedWeightReason(tx: Tx, orderId: number, finishedMg: number, reason: string | undefined): Promise<string | null> {
  const given = reason === undefined || reason === '' ? null : reason;
  const netMg = await receivedNetOfOrder(tx, orderId);
  if (given === null && netMg !== null && !finishedWeightMatches(finishedMg, netMg)) {
    throw unprocessable(MESSAGES.workshop.finishedWeightReason, { reason: [MESSAGES.workshop.finishedWeightReason] });
  }
  return given;
}
