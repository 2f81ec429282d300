import type { Order as OrderRow } from '@kanak/db';
import { ORDER_MESSAGES, type BalancePaymentResponse, type OrderDetailResponse, type OrdersResponse } from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { startPayment } from '../payments/payments.service.ts';
import { expireStaleOrders } from './expiry.repository.ts';
import { toOrderView, toRazorResponse } from './order-view.ts';
import { findOrder, itemsOf, listOrders, paymentsOf } from './orders.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

/** GET orders: newest first; stale unpaid orders are expired first so the list tells the truth. */
export async function ordersOf(deps: Deps, userId: number): Promise<OrdersResponse> {
  await expireStaleOrders(deps.database.db);
  const rows = await listOrders(deps.database.db, userId);
  const items = await itemsOf(deps.database.db, rows.map((r) => r.id));
  return { orders: rows.map((row) => toOrderView(row, items.get(row.id) ?? [])) };
}

/** The provider order still waiting to be paid: the advance before production, then the balance. */
async function pendingRazor(deps: Deps, order: OrderRow) {
  const kind = order.status === 'pending_advance' ? 'advance' : order.status === 'in_production' ? 'balance' : null;
  if (!kind) return null;
  const open = (await paymentsOf(deps.database.db, order.id, kind)).find((p) => p.status === 'created');
  return open ? toRazorResponse(open) : null;
}

/** GET order/{id}. */
export async function orderDetail(deps: Deps, userId: number, orderId: number): Promise<OrderDetailResponse> {
  await expireStaleOrders(deps.database.db);
  const order = await findOrder(deps.database.db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const items = (await itemsOf(deps.database.db, [order.id])).get(order.id) ?? [];
  return { order: toOrderView(order, items), razorRes: await pendingRazor(deps, order) };
}

/**
 * POST orders/{id}/balance-payment and POST orders/{id}/advance-payment: the open provider order
 * for that part of the order, or a new one. The advance can be paid only while the order waits
 * for it (not once it has expired or been cancelled, decision 018); the balance only in production.
 */
export async function pendingPayment(
  deps: Pick<ServiceDeps, 'database' | 'payments'>,
  userId: number,
  orderId: number,
  kind: 'advance' | 'balance',
): Promise<BalancePaymentResponse> {
  if (kind === 'advance') await expireStaleOrders(deps.database.db);
  const order = await findOrder(deps.database.db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const due =
    kind === 'advance'
      ? order.status === 'pending_advance' && order.firstPaymentPaise > 0
      : order.status === 'in_production' && order.balancePaise > 0;
  if (!due) throw new HttpError(409, ORDER_MESSAGES.noPendingPayment);
  const open = (await paymentsOf(deps.database.db, order.id, kind)).find((p) => p.status === 'created');
  const payment = open ?? (await startPayment(deps, order, kind));
  return { razor_response: toRazorResponse(payment), key_id: deps.payments.keyId };
}
