import type { Order as OrderRow, Payment } from '@kanak/db';
import {
  cancelReasonSchema,
  canTransition,
  MESSAGES,
  ORDER_MESSAGES,
  type OrderUpdateRequest,
  type OrderUpdateResponse,
  cannotCancelMessage,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { notifyCustomer } from '../payments/notifications.ts';
import { insertRefundOwed } from '../payments/payments.repository.ts';
import { confirmPayment } from '../payments/payments.service.ts';
import { toOrderView } from './order-view.ts';
import { findOrder, itemsOf, lockOrder, markCancelledByCustomer, paymentsOf } from './orders.repository.ts';

type Body = { [K in keyof OrderUpdateRequest]?: string };
type Deps = Pick<ServiceDeps, 'database' | 'payments'>;

async function view(deps: Deps, order: OrderRow) {
  return toOrderView(order, (await itemsOf(deps.database.db, [order.id])).get(order.id) ?? []);
}

/**
 * The browser's report of a payment (SPEC §7 order-update). It counts only when the signature
 * matches the provider order the server stored for this order: a signature made for another
 * order, or a made-up one, changes nothing.
 */
async function confirmFromBrowser(
  deps: Deps,
  order: OrderRow,
  kind: Payment['kind'],
  paymentId: string,
  body: Body,
): Promise<OrderUpdateResponse> {
  const candidates = await paymentsOf(deps.database.db, order.id, kind);
  const payment = body.razorpay_order_id
    ? candidates.find((p) => p.providerOrderId === body.razorpay_order_id)
    : candidates[0];
  const signature = body.razorpay_signature ?? '';
  const valid =
    payment !== undefined &&
    deps.payments.verifyPaymentSignature({ orderId: payment.providerOrderId, paymentId, signature });
  if (!valid || !payment) throw unprocessable(MESSAGES.payment.failed);
  if (payment.status === 'paid' && payment.providerPaymentId !== paymentId) throw unprocessable(MESSAGES.payment.failed);

  const result = await confirmPayment(deps, payment.id, paymentId);
  const expected = kind === 'advance' ? ['in_production', 'balance_paid', 'dispatched', 'delivered'] : ['balance_paid', 'dispatched', 'delivered'];
  if (!expected.includes(result.order.status)) {
    throw new HttpError(409, ORDER_MESSAGES.notAwaitingPayment);
  }
  const message = kind === 'advance' ? MESSAGES.payment.orderPlaced : ORDER_MESSAGES.dispatchToday;
  return { message, order: await view(deps, result.order) };
}

/** The customer cancels (SPEC §4): allowed before production ends; a paid advance is owed back. */
async function cancel(deps: Deps, orderId: number, userId: number, reasonText: string): Promise<OrderUpdateResponse> {
  const reason = cancelReasonSchema.safeParse(reasonText);
  if (!reason.success) throw unprocessable(ORDER_MESSAGES.cancelReason, { second_payment_msg: [ORDER_MESSAGES.cancelReason] });
  const order = await deps.database.db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!current || current.userId !== userId) throw notFound(ORDER_MESSAGES.notFound);
    if (!canTransition(current.status, 'cancelled', 'customer')) throw new HttpError(409, cannotCancelMessage(current.status));
    const updated = await markCancelledByCustomer(tx, orderId, reason.data);
    let owed = 0;
    for (const paid of (await paymentsOf(tx, orderId)).filter((p) => p.status === 'paid')) {
      owed += paid.amountPaise;
      await insertRefundOwed(tx, {
        paymentId: paid.id,
        orderId,
        amountPaise: paid.amountPaise,
        status: 'pending',
        reason: `Cancelled by the customer: ${reason.data}`,
      });
    }
    await notifyCustomer(tx, updated, 'cancelled', owed);
    return updated;
  });
  return { message: MESSAGES.payment.cancelled, order: await view(deps, order) };
}

/** POST order-update/{id}: first payment, second payment or cancel, told apart by their fields. */
export async function updateOrder(deps: Deps, userId: number, orderId: number, body: Body): Promise<OrderUpdateResponse> {
  const order = await findOrder(deps.database.db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (body.first_payment_transaction_id) {
    return confirmFromBrowser(deps, order, 'advance', body.first_payment_transaction_id, body);
  }
  if (body.second_payment_transaction_id) {
    return confirmFromBrowser(deps, order, 'balance', body.second_payment_transaction_id, body);
  }
  if (body.second_payment_msg !== undefined) return cancel(deps, orderId, userId, body.second_payment_msg);
  throw unprocessable(ORDER_MESSAGES.chooseAction);
}
