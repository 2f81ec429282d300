import type { Db, Order as OrderRow, Refund, Tx } from '@kanak/db';
import { ORDER_MESSAGES, type OrderStatus } from '@kanak/domain';
import { moveOrder } from '../orders/order-status.repository.ts';
import { insertRefunds, ledgerRowsOfOrder, type LedgerRows } from './ledger.repository.ts';
import { moneyOf, refundSources } from './order-money.ts';
import { removeOrderedCartLines } from './payments.repository.ts';
import { findOrder, lockOrder } from '../orders/orders.repository.ts';
import { returnStoreCredit } from './refund-sender.ts';
import type { Shop } from '../tax/tax-snapshot.ts';

/** What settling did: the order as it now is, the statuses it moved to, and the refunds it decided. */
export interface Settlement {
  order: OrderRow;
  moved: OrderStatus[];
  refunds: Refund[];
  rows: LedgerRows;
}

const newestPaid = (rows: LedgerRows, kinds: string[]) => rows.payments.filter((p) => p.status === 'paid' && kinds.includes(p.kind)).at(-1);

function surplusReason(status: OrderStatus): string {
  if (status === 'cancelled') return 'Refund of what was paid for the cancelled order';
  if (status === 'expired') return 'Paid after the order had expired';
  return 'Paid above the order total';
}

/**
 * Brings an order in line with its ledger, inside the caller's transaction on the locked order:
 * the advance in moves it into production, nothing left due moves it to balance_paid, and money
 * held beyond what the order keeps (a cancel, a lower finished weight, a payment on a superseded or
 * dead provider order) is refunded at once as pending refunds the refund sender makes. Running it
 * again changes nothing: a pending refund no longer counts as held.
 */
export async function settleOrder(tx: Tx, order: OrderRow, reason?: string): Promise<Settlement> {
  const rows = await ledgerRowsOfOrder(tx, order.id);
  let current = order;
  const moved: OrderStatus[] = [];
  let money = moneyOf(current, rows);

  if (current.status === 'pending_advance' && money.paidPaise > 0 && money.duePaise === 0) {
    current = await moveOrder(tx, {
      id: current.id,
      from: 'pending_advance',
      to: 'in_production',
      actor: 'system',
      conflict: ORDER_MESSAGES.notAwaitingPayment,
      set: {
        productionStage: 'designing',
        firstPaymentAmountStatus: ORDER_MESSAGES.successful,
        firstPaymentMsg: ORDER_MESSAGES.paymentSuccessful,
        firstPaymentTransactionId: newestPaid(rows, ['advance'])?.providerPaymentId ?? null,
        orderMessage: ORDER_MESSAGES.placed,
        expiresAt: null,
      },
    });
    // The cart lines leave the cart only now that the advance is confirmed.
    await removeOrderedCartLines(tx, current);
    moved.push('in_production');
    money = moneyOf(current, rows);
  }
  if (current.status === 'in_production' && money.duePaise === 0) {
    current = await moveOrder(tx, {
      id: current.id,
      from: 'in_production',
      to: 'balance_paid',
      actor: 'system',
      conflict: ORDER_MESSAGES.notAwaitingPayment,
      set: {
        secondPaymentTransactionId: newestPaid(rows, ['balance', 'supplement', 'advance'])?.providerPaymentId ?? null,
        secondPaymentAmountStatus: ORDER_MESSAGES.successful,
        secondPaymentMsg: ORDER_MESSAGES.paymentSuccessful,
        orderMessage: ORDER_MESSAGES.dispatchToday,
      },
    });
    moved.push('balance_paid');
    money = moneyOf(current, rows);
  }

  let refunds: Refund[] = [];
  if (money.surplusPaise > 0) {
    const note = reason ?? surplusReason(current.status);
    refunds = await insertRefunds(
      tx,
      refundSources(rows, money.surplusPaise).map((s) => ({
        paymentId: s.payment.id,
        orderId: current.id,
        amountPaise: s.amountPaise,
        status: 'pending' as const,
        reason: note,
      })),
    );
    rows.refunds.push(...refunds);
  }
  return { order: current, moved, refunds, rows };
}

/**
 * Orders that just expired give back what they held: store credit at once (in `tx`, so a new
 * order placed in the same transaction may spend it again), anything a provider captured as
 * pending refunds the refund sender makes.
 */
export async function returnCreditOf(tx: Tx, shop: Shop, orderIds: number[]): Promise<Refund[]> {
  const pending: Refund[] = [];
  for (const id of orderIds) {
    const order = await findOrder(tx, id, null);
    if (!order) continue;
    const settled = await settleOrder(tx, order);
    for (const refund of settled.refunds) {
      const source = settled.rows.payments.find((p) => p.id === refund.paymentId);
      if (source?.provider === 'store_credit') await returnStoreCredit(tx, shop, refund);
      else pending.push(refund);
    }
  }
  return pending;
}

/** The periodic expiry's follow-up: each expired order settled in its own transaction on its locked row. */
export async function settleExpiredOrders(db: Db, shop: Shop, orderIds: number[]): Promise<void> {
  for (const id of orderIds) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order) await returnCreditOf(tx, shop, [order.id]);
    });
  }
}
