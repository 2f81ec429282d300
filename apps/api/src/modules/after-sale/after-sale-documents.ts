import type { AfterSaleRequestRow, Order as OrderRow, Payment, TaxDocument, Tx } from '@kanak/db';
import { AFTER_SALE_MESSAGES, formatPaise, type TaxDocumentRefund } from '@kanak/domain';
import { findOrder, itemsOf, lockOrder } from '../orders/orders.repository.ts';
import { moveOrder } from '../orders/order-status.repository.ts';
import { issueReturnCreditNote } from '../tax/tax.service.ts';
import type { Shop } from '../tax/tax-snapshot.ts';
import { afterSaleRequestsOfOrder } from './after-sale.repository.ts';

/*
 * The documents of goods coming back (ARCHITECTURE §9, decision 045), issued in the completion's
 * transaction: a return's or exchange's one credit note, and the order's status once every piece
 * has come back.
 */

const sourceOf = (p: Payment) => (p.provider === 'store_credit' ? 'Store credit' : `Online payment ${p.providerPaymentId ?? ''}`.trim());

/** A return's credit note, its refunds listed by the payment they go back to. */
export async function returnCreditNote(tx: Tx, shop: Shop, order: OrderRow, request: AfterSaleRequestRow, sources: { payment: Payment; amountPaise: number }[]): Promise<TaxDocument | null> {
  const settledBy: TaxDocumentRefund[] = sources.map((s) => ({ source: `Refund to ${sourceOf(s.payment)}`, amountPaise: s.amountPaise }));
  const amount = sources.reduce((s, r) => s + r.amountPaise, 0);
  return issueReturnCreditNote(tx, shop, order, { id: request.id, kind: 'return', itemIds: request.itemIds }, amount, settledBy);
}

/** An exchange's credit note, settled by the store credit it grants; the wallet entry names it. */
export async function exchangeCreditNote(tx: Tx, shop: Shop, request: AfterSaleRequestRow, amountPaise: number): Promise<TaxDocument | null> {
  const order = await findOrder(tx, request.orderId, null);
  if (!order) throw new Error(`order ${request.orderId} vanished`);
  const settledBy = [{ source: `Kanak store credit (${formatPaise(amountPaise)})`, amountPaise }];
  return issueReturnCreditNote(tx, shop, order, { id: request.id, kind: 'exchange', itemIds: request.itemIds }, amountPaise, settledBy);
}

/**
 * A delivered order every piece of which came back by a completed return or exchange (this one
 * included) is `returned` (ARCHITECTURE §9), moved through the one transition table.
 */
export async function markReturnedWhenAllBack(tx: Tx, request: AfterSaleRequestRow): Promise<void> {
  const order = await lockOrder(tx, request.orderId);
  if (!order || order.status !== 'delivered') return;
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const back = new Set(request.itemIds);
  for (const r of await afterSaleRequestsOfOrder(tx, order.id)) {
    if (r.status === 'completed' && (r.kind === 'return' || r.kind === 'exchange')) r.itemIds.forEach((id) => back.add(id));
  }
  if (items.length === 0 || !items.every((i) => back.has(i.id))) return;
  await moveOrder(tx, { id: order.id, from: 'delivered', to: 'returned', actor: 'admin', conflict: AFTER_SALE_MESSAGES.cannotMove });
}
