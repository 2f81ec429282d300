import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Order as OrderRow, type Payment } from '@kanak/db';
import { canTransition, ORDER_MESSAGES } from '@kanak/domain';
import type { FastifyInstance } from 'fastify';
import { insertPayment, lockOrder } from '../orders/orders.repository.ts';
import { notifyCustomer } from './notifications.ts';

const { payments, orders, orderItems, cartItems, refunds } = schema;

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
  app: FastifyInstance,
  paymentRowId: number,
  providerPaymentId: string,
  raw?: Record<string, unknown>,
): Promise<ConfirmResult> {
  return app.database.db.transaction(async (tx) => {
    const [first] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentRowId));
    const order = await lockOrder(tx, first!.orderId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentRowId));
    if (!order || !payment) throw new Error(`payment ${paymentRowId} vanished`);
    if (payment.status === 'paid') return { order, effect: 'none' as const };

    await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId, signatureVerifiedAt: new Date(), ...(raw ? { raw } : {}) })
      .where(eq(payments.id, payment.id));

    if (payment.kind === 'advance' && order.status === 'pending_advance' && canTransition(order.status, 'in_production', 'system')) {
      const [updated] = await tx
        .update(orders)
        .set({
          status: 'in_production',
          productionStage: 'designing',
          firstPaymentAmountStatus: ORDER_MESSAGES.successful,
          firstPaymentMsg: ORDER_MESSAGES.paymentSuccessful,
          firstPaymentTransactionId: providerPaymentId,
          orderMessage: ORDER_MESSAGES.placed,
          expiresAt: null,
        })
        .where(eq(orders.id, order.id))
        .returning();
      // The cart lines leave the cart only now that the advance is confirmed.
      const lines = await tx.select({ id: orderItems.cartItemId }).from(orderItems).where(eq(orderItems.orderId, order.id));
      const ids = lines.map((l) => l.id).filter((v): v is number => v !== null);
      if (ids.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, ids)));
      await notifyCustomer(tx, updated!, 'advance');
      return { order: updated!, effect: 'advance' as const };
    }
    if (payment.kind === 'balance' && order.status === 'in_production' && canTransition(order.status, 'balance_paid', 'system')) {
      const [updated] = await tx
        .update(orders)
        .set({
          status: 'balance_paid',
          secondPaymentTransactionId: providerPaymentId,
          secondPaymentPaise: payment.amountPaise,
          secondPaymentAmountStatus: ORDER_MESSAGES.successful,
          secondPaymentMsg: ORDER_MESSAGES.paymentSuccessful,
          orderMessage: ORDER_MESSAGES.dispatchToday,
        })
        .where(eq(orders.id, order.id))
        .returning();
      await notifyCustomer(tx, updated!, 'balance');
      return { order: updated!, effect: 'balance' as const };
    }
    // Money arrived for an order that can no longer take it (expired, cancelled, already paid):
    // it is kept on record and owed back; the shop settles the refund.
    await tx.insert(refunds).values({
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
export async function startPayment(app: FastifyInstance, order: OrderRow, kind: Payment['kind']): Promise<Payment> {
  const amountPaise = kind === 'advance' ? order.firstPaymentPaise : order.balancePaise;
  const created = await app.payments.createOrder({
    amountPaise,
    receipt: kind === 'advance' ? `order_${order.id}` : `order_${order.id}_balance`,
    notes: { order_id: String(order.id), kind },
  });
  return insertPayment(app.database.db, {
    orderId: order.id,
    kind,
    provider: app.payments.name,
    providerOrderId: created.id,
    amountPaise: created.amount,
    currency: created.currency,
    status: 'created',
  });
}
