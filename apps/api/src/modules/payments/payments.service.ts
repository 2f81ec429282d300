import type { Db, Order as OrderRow, Payment } from '@kanak/db';
import type { PaymentKind } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { insertPayment, lockOrder } from '../orders/orders.repository.ts';
import { notifyCustomer } from './notifications.ts';
import { findPayment, markPaymentPaid, orderIdOfPayment } from './payments.repository.ts';
import { sendDueRefunds } from './refund-sender.ts';
import { settleOrder, type Settlement } from './settle.ts';
import { moneyOf } from './order-money.ts';
import { issueReceiptVoucher } from '../tax/tax.service.ts';

/** What a confirmed payment did: started production, paid the order off, left some due, owes it back, or nothing (counted before). */
export type ConfirmEffect = 'advance' | 'paid_in_full' | 'still_due' | 'refund' | 'none';
export interface ConfirmResult {
  order: OrderRow;
  effect: ConfirmEffect;
  payment: Payment;
  duePaise: number;
}

function effectOf(s: Settlement, duePaise: number): ConfirmEffect {
  if (s.moved.includes('in_production')) return 'advance';
  if (s.moved.includes('balance_paid')) return 'paid_in_full';
  if (s.refunds.length > 0) return 'refund';
  return duePaise > 0 ? 'still_due' : 'paid_in_full';
}

/**
 * Counts a verified payment exactly once, for the browser's confirmation and the webhook alike
 * (ARCHITECTURE §4, §7). The order row is locked first, so two confirmations arriving together
 * queue and the second finds the payment already paid. The money is recorded whatever the order's
 * state, then the order is settled against its ledger: a superseded provider order's money counts
 * only as money in, and anything beyond what the order keeps is refunded. The customer's notice is
 * queued in the same transaction; decided refunds are sent once it has committed.
 */
export async function confirmPayment(
  deps: Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>,
  paymentRowId: number,
  providerPaymentId: string,
  raw?: Record<string, unknown>,
): Promise<ConfirmResult> {
  const result = await deps.database.db.transaction(async (tx) => {
    const orderId = await orderIdOfPayment(tx, paymentRowId);
    const order = orderId === undefined ? undefined : await lockOrder(tx, orderId);
    const payment = await findPayment(tx, paymentRowId);
    if (!order || !payment) throw new Error(`payment ${paymentRowId} vanished`);
    if (payment.status === 'paid') {
      return { order, effect: 'none' as const, payment, duePaise: 0, refundIds: [] as number[] };
    }
    await markPaymentPaid(tx, payment.id, providerPaymentId, raw);
    const settled = await settleOrder(tx, order);
    // Money received before the invoice gets its receipt voucher in the same transaction (Rule 50).
    await issueReceiptVoucher(tx, deps.config.shop, settled.order, { ...payment, status: 'paid', providerPaymentId });
    // Store credit spent on the advance is money received too: its voucher once the advance is in.
    if (settled.moved.includes('in_production')) {
      for (const credit of settled.rows.payments.filter((p) => p.provider === 'store_credit' && p.status === 'paid')) {
        await issueReceiptVoucher(tx, deps.config.shop, settled.order, credit);
      }
    }
    const money = moneyOf(settled.order, settled.rows);
    const effect = effectOf(settled, money.duePaise);
    const amountPaise = payment.amountPaise;
    if (effect === 'advance') await notifyCustomer(tx, settled.order, { kind: 'advance', amountPaise, duePaise: money.duePaise });
    else if (effect === 'paid_in_full') await notifyCustomer(tx, settled.order, { kind: 'paid_in_full', amountPaise });
    else if (effect === 'still_due') await notifyCustomer(tx, settled.order, { kind: 'received_still_due', amountPaise, duePaise: money.duePaise });
    else await notifyCustomer(tx, settled.order, { kind: 'refund_decided', amountPaise: money.refundingPaise });
    return { order: settled.order, effect, payment, duePaise: money.duePaise, refundIds: settled.refunds.map((r) => r.id) };
  });
  if (result.refundIds.length > 0) await sendDueRefunds(deps, result.refundIds);
  return { order: result.order, effect: result.effect, payment: result.payment, duePaise: result.duePaise };
}

/** Creates the provider order for an amount due now and records it as a `payments` row (in `db`, a transaction holding the order, when given). */
export async function startPayment(
  deps: Pick<ServiceDeps, 'database' | 'payments'>,
  order: OrderRow,
  kind: PaymentKind,
  amountPaise: number,
  db: Db = deps.database.db,
): Promise<Payment> {
  const created = await deps.payments.createOrder({
    amountPaise,
    receipt: kind === 'advance' ? `order_${order.id}` : `order_${order.id}_${kind}`,
    notes: { order_id: String(order.id), kind },
  });
  return insertPayment(db, {
    orderId: order.id,
    kind,
    provider: deps.payments.name,
    providerOrderId: created.id,
    amountPaise: created.amount,
    currency: created.currency,
    status: 'created',
  });
}
