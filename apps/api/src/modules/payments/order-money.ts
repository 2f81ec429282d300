import type { Order as OrderRow, Payment, Refund } from '@kanak/db';
import { orderMoney, readableReference, type LedgerEntry, type LedgerStatus, type OrderMoney } from '@kanak/domain';
import { orderPaymentKind, type LedgerRows } from './ledger.repository.ts';

/** A ledger entry with what the order page shows of it (references as people read them, never an internal id). */
export interface LedgerLine extends LedgerEntry {
  at: Date;
  reference: string | null;
  note: string | null;
  /** Refunds only: when the provider made it. */
  processedAt: Date | null;
}

const SUPERSEDED_NOTE = 'Paid on an earlier payment request, before the finished weight changed the total';

const moneyIn = (p: Payment): LedgerLine => ({
  kind: orderPaymentKind(p),
  amountPaise: p.amountPaise,
  status: 'paid',
  at: p.signatureVerifiedAt ?? p.updatedAt,
  reference: readableReference(p.providerPaymentId),
  note: p.supersededAt ? SUPERSEDED_NOTE : p.provider === 'store_credit' ? 'Paid from store credit' : null,
  processedAt: null,
});

const moneyOut = (r: Refund): LedgerLine => ({
  kind: 'refund',
  amountPaise: r.amountPaise,
  status: r.status satisfies LedgerStatus,
  at: r.createdAt,
  reference: readableReference(r.providerRefundId),
  note: r.reason,
  processedAt: r.processedAt,
  returned: r.afterSaleRequestId !== null,
});

/**
 * Every movement of the order's money, oldest first: money in once the provider captured it (an
 * open or abandoned provider order moved nothing), every refund from the moment it was decided.
 */
export function ledgerOf(rows: LedgerRows): LedgerLine[] {
  const lines = [...rows.payments.filter((p) => p.status === 'paid').map(moneyIn), ...rows.refunds.map(moneyOut)];
  // Stable: money in and the refunds its own transaction decided share a time, and come in that order.
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Paid, refunded and due of an order: the domain's one derivation over its ledger. */
export function moneyOf(order: Pick<OrderRow, 'status' | 'totalPaise' | 'firstPaymentPaise'>, rows: LedgerRows): OrderMoney {
  return orderMoney({ status: order.status, totalPaise: order.totalPaise, advancePaise: order.firstPaymentPaise }, ledgerOf(rows));
}

/**
 * Which captured payments a refund of `amountPaise` comes back from, newest first (the supplement
 * and balance before the advance), each no more than is left of it after earlier refunds.
 */
export function refundSources(rows: LedgerRows, amountPaise: number): { payment: Payment; amountPaise: number }[] {
  const out: { payment: Payment; amountPaise: number }[] = [];
  let remaining = amountPaise;
  for (const payment of [...rows.payments].reverse()) {
    if (remaining <= 0) break;
    if (payment.status !== 'paid') continue;
    const taken = rows.refunds
      .filter((r) => r.paymentId === payment.id && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    const part = Math.min(payment.amountPaise - taken, remaining);
    if (part <= 0) continue;
    out.push({ payment, amountPaise: part });
    remaining -= part;
  }
  return out;
}
