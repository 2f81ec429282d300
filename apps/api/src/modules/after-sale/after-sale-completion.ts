import type { AfterSaleRequestRow, Refund, Tx } from '@kanak/db';
import { AFTER_SALE_MESSAGES, type AfterSaleStatusBody } from '@kanak/domain';
import { unprocessable } from '../../http-error.ts';
import type { Actor } from '../admin/audit.ts';
import { itemsOf, lockOrder } from '../orders/orders.repository.ts';
import { insertRefunds, ledgerRowsOfOrder } from '../payments/ledger.repository.ts';
import { moneyOf, refundSources } from '../payments/order-money.ts';
import { insertWalletEntry } from '../wallet/wallet.repository.ts';
import { exchangeCreditNote, markReturnedWhenAllBack, returnCreditNote } from './after-sale-documents.ts';
import type { Shop } from '../tax/tax-snapshot.ts';
import { issuePurchaseVoucher } from '../tax/tax.service.ts';
import { piecesBackIntoStock } from '../workshop/order-metal.ts';
import type { Settled } from './after-sale-view.ts';

/**
 * Completion's money, in the step's transaction on the locked order: a return's refunds are
 * queued (sent by the one refund sender after commit, with their credit note), an exchange's
 * credit entered once, a buyback's payout recorded with its reference. An exchanged or bought-back
 * piece is in the shop's hands by now (the request passed `received`): its metal enters the gold
 * ledger's stock.
 */
export async function completeAfterSale(tx: Tx, actor: Actor, shop: Shop, request: AfterSaleRequestRow, body: AfterSaleStatusBody): Promise<{ settled: Settled | null; refunds: Refund[]; set: Partial<AfterSaleRequestRow> }> {
  const amount = request.value?.amountPaise ?? 0;
  if (request.kind === 'return') {
    const order = await lockOrder(tx, request.orderId);
    if (!order) throw new Error(`order ${request.orderId} vanished`);
    const rows = await ledgerRowsOfOrder(tx, order.id);
    const money = moneyOf(order, rows);
    const refundable = Math.max(0, money.paidPaise - money.refundedPaise - money.refundingPaise);
    const due = Math.min(amount, refundable);
    const names = (await itemsOf(tx, [order.id])).get(order.id)?.filter((i) => request.itemIds.includes(i.id)).map((i) => i.productSnapshot.name) ?? [];
    const sources = due > 0 ? refundSources(rows, due) : [];
    const refunds =
      sources.length > 0
        ? await insertRefunds(
            tx,
            sources.map((s, i) => ({
              paymentId: s.payment.id,
              orderId: order.id,
              amountPaise: s.amountPaise,
              status: 'pending' as const,
              reason: `Return of ${names.join(', ')} (request #${request.id})`,
              afterSaleRequestId: request.id,
              idempotencyKey: i === 0 ? `after_sale_${request.id}` : `after_sale_${request.id}#${i + 1}`,
              createdBy: actor.userId,
            })),
          )
        : [];
    // One credit note for the return, its refunds listed under it (decision 045).
    await returnCreditNote(tx, shop, order, request, sources);
    await markReturnedWhenAllBack(tx, request);
    return { settled: { type: 'refund', amountPaise: due, reference: null }, refunds, set: {} };
  }
  if (request.kind === 'exchange') {
    if (amount > 0) {
      const note = await exchangeCreditNote(tx, shop, request, amount);
      await insertWalletEntry(tx, {
        userId: request.userId,
        kind: 'exchange_credit',
        amountPaise: amount,
        reason: `Exchange credit for request #${request.id} (order #${request.orderId})${note ? `, credit note ${note.number}` : ''}`,
        afterSaleRequestId: request.id,
        orderId: request.orderId,
      });
    }
    await piecesBackIntoStock(tx, request, actor.userId);
    await markReturnedWhenAllBack(tx, request);
    return { settled: { type: 'store_credit', amountPaise: amount, reference: null }, refunds: [], set: {} };
  }
  if (request.kind === 'buyback') {
    const reference = body.payout_reference;
    if (!reference) throw unprocessable(AFTER_SALE_MESSAGES.payoutReference, { payout_reference: [AFTER_SALE_MESSAGES.payoutReference] });
    // The goods bought back have their document: a purchase voucher with the payout's reference.
    await issuePurchaseVoucher(tx, shop, request, reference, amount);
    await piecesBackIntoStock(tx, request, actor.userId);
    return { settled: { type: 'payout', amountPaise: amount, reference }, refunds: [], set: { payoutReference: reference, payoutPaise: amount } };
  }
  return { settled: null, refunds: [], set: {} };
}
