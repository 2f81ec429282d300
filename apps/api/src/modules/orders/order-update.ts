import type { Order as OrderRow } from '@kanak/db';
import {
  cancelReasonSchema,
  MESSAGES,
  ORDER_MESSAGES,
  paymentStillDueMessage,
  type OrderUpdateRequest,
  type OrderUpdateResponse,
  cannotCancelMessage,
  canTransition,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { notifyCustomer } from '../payments/notifications.ts';
import { moneyOf } from '../payments/order-money.ts';
import { confirmPayment } from '../payments/payments.service.ts';
import { sendDueRefunds } from '../payments/refund-sender.ts';
import { settleOrder } from '../payments/settle.ts';
import { orderView } from './order-read.ts';
import { moveOrder } from './order-status.repository.ts';
import { findOrder, lockOrder, paymentsOf } from './orders.repository.ts';

type Body = { [K in keyof OrderUpdateRequest]?: string };
type Deps = Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>;

/**
 * The browser's report of a payment (SPEC §7 order-update). It counts only when the signature
 * matches a provider order the server stored for this order: a signature made for another order,
 * or a made-up one, changes nothing. A provider order superseded by a finished weight still records
 * its money (it was taken), but only as money in: what is due decides the order's state.
 */
async function confirmFromBrowser(
  deps: Deps,
  order: OrderRow,
  step: 'first' | 'second',
  paymentId: string,
  body: Body,
): Promise<OrderUpdateResponse> {
  const kinds = step === 'first' ? ['advance'] : ['balance', 'supplement'];
  const candidates = (await paymentsOf(deps.database.db, order.id)).filter((p) => kinds.includes(p.kind));
  const payment = body.razorpay_order_id
    ? candidates.find((p) => p.providerOrderId === body.razorpay_order_id)
    : candidates.find((p) => p.supersededAt === null);
  const signature = body.razorpay_signature ?? '';
  const valid =
    payment !== undefined &&
    deps.payments.verifyPaymentSignature({ orderId: payment.providerOrderId, paymentId, signature });
  if (!valid || !payment) throw unprocessable(MESSAGES.payment.failed);
  if (payment.status === 'paid' && payment.providerPaymentId !== paymentId) throw unprocessable(MESSAGES.payment.failed);

  const result = await confirmPayment(deps, payment.id, paymentId);
  const status = result.order.status;
  if (status === 'cancelled' || status === 'expired') throw new HttpError(409, ORDER_MESSAGES.notAwaitingPayment);
  if (status === 'pending_advance') throw unprocessable(MESSAGES.payment.failed);
  const view = await orderView(deps, result.order);
  if (step === 'first') return { message: MESSAGES.payment.orderPlaced, order: view };
  const message = view.amount_due > 0 ? paymentStillDueMessage(view.amount_due) : ORDER_MESSAGES.dispatchToday;
  return { message, order: view };
}

/**
 * The customer cancels (SPEC §4) while the table allows it. Everything paid is refunded at once
 * through the provider (pending refunds, sent after the commit and retried by any node), and the
 * order's ledger shows it from this answer on.
 */
async function cancel(deps: Deps, orderId: number, userId: number, reasonText: string): Promise<OrderUpdateResponse> {
  const reason = cancelReasonSchema.safeParse(reasonText);
  if (!reason.success) throw unprocessable(ORDER_MESSAGES.cancelReason, { second_payment_msg: [ORDER_MESSAGES.cancelReason] });
  const settled = await deps.database.db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!current || current.userId !== userId) throw notFound(ORDER_MESSAGES.notFound);
    if (!canTransition(current.status, 'cancelled', 'customer')) throw new HttpError(409, cannotCancelMessage(current.status));
    const cancelled = await moveOrder(tx, {
      id: orderId,
      from: current.status,
      to: 'cancelled',
      actor: 'customer',
      conflict: cannotCancelMessage(current.status),
      set: {
        orderMessage: ORDER_MESSAGES.cancelled,
        secondPaymentMsg: reason.data,
        cancelReason: reason.data,
        cancelledBy: 'customer',
        cancelledAt: new Date(),
        expiresAt: null,
      },
    });
    const result = await settleOrder(tx, cancelled, `Cancelled by the customer: ${reason.data}`);
    await notifyCustomer(tx, result.order, { kind: 'cancelled', refundPaise: moneyOf(result.order, result.rows).refundingPaise });
    return result;
  });
  if (settled.refunds.length > 0) await sendDueRefunds(deps, settled.refunds.map((r) => r.id));
  const fresh = (await findOrder(deps.database.db, orderId, userId)) ?? settled.order;
  return { message: MESSAGES.payment.cancelled, order: await orderView(deps, fresh) };
}

/** POST order-update/{id}: first payment, second payment or cancel, told apart by their fields. */
export async function updateOrder(deps: Deps, userId: number, orderId: number, body: Body): Promise<OrderUpdateResponse> {
  const order = await findOrder(deps.database.db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (body.first_payment_transaction_id) {
    return confirmFromBrowser(deps, order, 'first', body.first_payment_transaction_id, body);
  }
  if (body.second_payment_transaction_id) {
    return confirmFromBrowser(deps, order, 'second', body.second_payment_transaction_id, body);
  }
  if (body.second_payment_msg !== undefined) return cancel(deps, orderId, userId, body.second_payment_msg);
  throw unprocessable(ORDER_MESSAGES.chooseAction);
}
