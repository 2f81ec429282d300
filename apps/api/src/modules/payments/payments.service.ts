import type { Order as OrderRow, Payment } from '@kanak/db';
import { canTransition } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { insertPayment, lockOrder } from '../orders/orders.repository.ts';
import { notifyCustomer } from './notifications.ts';
import {
  findPayment,
  insertRefundOwed,
  markAdvancePaid,
  markBalancePaid,
  markPaymentPaid,
  orderIdOfPayment,
  removeOrderedCartLines,
} from './payments.repository.ts';

/** What a confirmed payment did: moved the order, nothing (already counted), or owes a refund. */
export type ConfirmEffect = 'advance' | 'balance' | 'none' | 'refund';
export interface ConfirmResult {
  order: OrderRow;
  effect: ConfirmEffect;
}

/**
 * Counts a verified payment exactly once, for the browser's confirmation and the webhook alike
 * (ARCHITECTURE §4). The order row is locked first, so two confirmations arriving together queue
 * and the second finds the payment already paid; an order only ever moves forward. The customer's
 * notice is queued in the same transaction, so a counted payment is always told, and told once.
 */
export async function confirmPayment(
  deps: Pick<ServiceDeps, 'database'>,
  paymentRowId: number,
  providerPaymentId: string,
  raw?: Record<string, unknown>,
): Promise<ConfirmResult> {
  return deps.database.db.transaction(async (tx) => {
    const orderId = await orderIdOfPayment(tx, paymentRowId);
    const order = orderId === undefined ? undefined : await lockOrder(tx, orderId);
    const payment = await findPayment(tx, paymentRowId);
    if (!order || !payment) throw new Error(`payment ${paymentRowId} vanished`);
    if (payment.status === 'paid') return { order, effect: 'none' as const };

    await markPaymentPaid(tx, payment.id, providerPaymentId, raw);

    if (payment.kind === 'advance' && order.status === 'pending_advance' && canTransition(order.status, 'in_production', 'system')) {
      const updated = await markAdvancePaid(tx, order.id, providerPaymentId);
      // The cart lines leave the cart only now that the advance is confirmed.
      await removeOrderedCartLines(tx, order);
      await notifyCustomer(tx, updated, 'advance');
      return { order: updated, effect: 'advance' as const };
    }
    if (payment.kind === 'balance' && order.status === 'in_production' && canTransition(order.status, 'balance_paid', 'system')) {
      const updated = await markBalancePaid(tx, order.id, providerPaymentId, payment.amountPaise);
      await notifyCustomer(tx, updated, 'balance');
      return { order: updated, effect: 'balance' as const };
    }
    // Money arrived for an order that can no longer take it (expired, cancelled, already paid):
    // it is kept on record and owed back; the shop settles the refund.
    await insertRefundOwed(tx, {
      paymentId: payment.id,
      orderId: order.id,
      amountPaise: payment.amountPaise,
      status: 'pending',
      reason: `Payment received while the order was ${order.status}`,
    });
    return { order, effect: 'refund' as const };
  });
}

/** Creates the provider order for an amount due and records it as a `payments` row. */
export async function startPayment(deps: Pick<ServiceDeps, 'database' | 'payments'>, order: OrderRow, kind: Payment['kind']): Promise<Payment> {
  const amountPaise = kind === 'advance' ? order.firstPaymentPaise : order.balancePaise;
  const created = await deps.payments.createOrder({
    amountPaise,
    receipt: kind === 'advance' ? `order_${order.id}` : `order_${order.id}_balance`,
    notes: { order_id: String(order.id), kind },
  });
  return insertPayment(deps.database.db, {
    orderId: order.id,
    kind,
    provider: deps.payments.name,
    providerOrderId: created.id,
    amountPaise: created.amount,
    currency: created.currency,
    status: 'created',
  });
}
