import type { Order as OrderRow, OrderItem as OrderItemRow } from '@kanak/db';
import { ORDER_MESSAGES, paiseToRupees, type AdminOrderDetail } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { expireStaleOrders } from '../orders/expiry.repository.ts';
import { toOrderView } from '../orders/order-view.ts';
import { itemsOf } from '../orders/orders.repository.ts';
import { findOrderWithCustomer, listOrderSummaries, moneyOf, paymentsAndRefunds, type OrderListQuery } from './orders.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

/** Orders newest first, by status and by order id, customer name, phone or e-mail. */
export async function listAdminOrders(deps: Deps, query: OrderListQuery) {
  const { rows, total } = await listOrderSummaries(deps.database.db, query);
  return {
    data: rows.map((r) => ({
      id: r.order.id,
      status: r.order.status,
      production_stage: r.order.productionStage,
      total_price: paiseToRupees(r.order.totalPaise),
      balance_amount: paiseToRupees(r.order.balancePaise),
      paid_amount: paiseToRupees(Number(r.paid)),
      items_count: Number(r.items),
      customer: r.customer,
      created_at: r.order.createdAt.toISOString(),
    })),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

/** The list screen: orders past their advance deadline are expired first, as customers see them. */
export async function adminOrders(deps: Deps, query: OrderListQuery) {
  await expireStaleOrders(deps.database.db);
  return listAdminOrders(deps, query);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const weightOf = (items: OrderItemRow[], key: 'metalWeightMg' | 'diamondWeightMct') =>
  items.reduce((sum, i) => sum + i.productSnapshot[key] * i.quantity, 0);

/** The whole order for the admin screen: customer, locked prices, payments, refunds, documents. */
export async function adminOrderDetail(deps: Deps, orderId: number): Promise<AdminOrderDetail> {
  const found = await findOrderWithCustomer(deps.database.db, orderId);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  return detailOf(deps, found.order, found.customer);
}

async function detailOf(deps: Deps, order: OrderRow, customer: AdminOrderDetail['customer']): Promise<AdminOrderDetail> {
  const { db } = deps.database;
  const items = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  const [{ paymentRows, refundRows }, money] = await Promise.all([paymentsAndRefunds(db, order.id), moneyOf(db, order.id)]);
  const view = toOrderView(order, items);
  return {
    order: {
      ...view,
      ordered_metal_weight: weightOf(items, 'metalWeightMg') / 1000,
      ordered_diamond_weight: weightOf(items, 'diamondWeightMct') / 1000,
      finished_metal_weight: order.finishedWeightMg === null ? null : order.finishedWeightMg / 1000,
      finished_diamond_weight: order.finishedDiamondWeightMct === null ? null : order.finishedDiamondWeightMct / 1000,
      weight_adjusted_at: iso(order.weightAdjustedAt),
      courier: order.courier,
      tracking_number: order.trackingNumber,
      dispatched_at: iso(order.dispatchedAt),
      delivered_at: iso(order.deliveredAt),
      cancelled_by: order.cancelledBy,
      cancelled_at: iso(order.cancelledAt),
      huids: Object.fromEntries(items.map((i) => [String(i.id), i.huids])),
    },
    customer,
    payments: paymentRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      provider: p.provider,
      provider_order_id: p.providerOrderId,
      provider_payment_id: p.providerPaymentId,
      amount: paiseToRupees(p.amountPaise),
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      payment_id: r.paymentId,
      amount: paiseToRupees(r.amountPaise),
      status: r.status,
      provider_refund_id: r.providerRefundId,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    paid_amount: paiseToRupees(money.paid),
    refunded_amount: paiseToRupees(money.refunded),
    refundable_amount: paiseToRupees(money.paid - money.refunded),
    documents: { pan: view.pan_image, other_document: view.other_document_image },
  };
}
