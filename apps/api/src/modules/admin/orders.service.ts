import type { Order as OrderRow, OrderItem as OrderItemRow } from '@kanak/db';
import { finishedWeightMatches, ORDER_MESSAGES, paiseToRupees, type AdminOrderDetail } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { expireStaleOrders } from '../orders/expiry.ts';
import { orderView } from '../orders/order-read.ts';
import { itemsOf } from '../orders/orders.repository.ts';
import { ledgerRowsOf, ledgerRowsOfOrder, orderPaymentKind } from '../payments/ledger.repository.ts';
import { moneyOf } from '../payments/order-money.ts';
import { receivedNetOfOrder } from '../workshop/metal.repository.ts';
import { findOrderWithCustomer, listOrderSummaries, type OrderListQuery } from './orders.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'config'>;

/** Orders newest first, by status and by order id, customer name, phone or e-mail. */
export async function listAdminOrders(deps: Deps, query: OrderListQuery) {
  const { rows, total } = await listOrderSummaries(deps.database.db, query);
  const ledgers = await ledgerRowsOf(deps.database.db, rows.map((r) => r.order.id));
  const moneyOfRow = (order: OrderRow) => moneyOf(order, ledgers.get(order.id) ?? { payments: [], refunds: [] });
  return {
    data: rows.map((r) => ({
      id: r.order.id,
      status: r.order.status,
      production_stage: r.order.productionStage,
      total_price: paiseToRupees(r.order.totalPaise),
      balance_amount: paiseToRupees(moneyOfRow(r.order).duePaise),
      paid_amount: paiseToRupees(moneyOfRow(r.order).paidPaise),
      items_count: Number(r.items),
      customer: r.customer,
      created_at: r.order.createdAt.toISOString(),
    })),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

/** The list screen: orders past their advance deadline are expired first, as customers see them. */
export async function adminOrders(deps: Deps, query: OrderListQuery) {
  await expireStaleOrders(deps);
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
  const [items, rows, view, workshopNetMg] = await Promise.all([
    itemsOf(db, [order.id]),
    ledgerRowsOfOrder(db, order.id),
    orderView(deps, order),
    receivedNetOfOrder(db, order.id),
  ]);
  const lines = items.get(order.id) ?? [];
  const money = moneyOf(order, rows);
  return {
    order: {
      ...view,
      ordered_metal_weight: weightOf(lines, 'metalWeightMg') / 1000,
      ordered_diamond_weight: weightOf(lines, 'diamondWeightMct') / 1000,
      finished_metal_weight: order.finishedWeightMg === null ? null : order.finishedWeightMg / 1000,
      finished_diamond_weight: order.finishedDiamondWeightMct === null ? null : order.finishedDiamondWeightMct / 1000,
      workshop_net_weight: workshopNetMg === null ? null : workshopNetMg / 1000,
      finished_weight_mismatch: order.finishedWeightMg !== null && workshopNetMg !== null && !finishedWeightMatches(order.finishedWeightMg, workshopNetMg),
      finished_weight_reason: order.finishedWeightReason,
      weight_adjusted_at: iso(order.weightAdjustedAt),
      courier: order.courier,
      tracking_number: order.trackingNumber,
      dispatched_at: iso(order.dispatchedAt),
      delivered_at: iso(order.deliveredAt),
      cancelled_by: order.cancelledBy,
      cancelled_at: iso(order.cancelledAt),
      huids: Object.fromEntries(lines.map((i) => [String(i.id), i.huids])),
    },
    customer,
    payments: rows.payments.map((p) => ({
      id: p.id,
      kind: orderPaymentKind(p),
      provider: p.provider,
      provider_order_id: p.providerOrderId,
      provider_payment_id: p.providerPaymentId,
      amount: paiseToRupees(p.amountPaise),
      status: p.status,
      superseded: p.supersededAt !== null,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: rows.refunds.map((r) => ({
      id: r.id,
      payment_id: r.paymentId,
      amount: paiseToRupees(r.amountPaise),
      status: r.status,
      provider_refund_id: r.providerRefundId,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    paid_amount: paiseToRupees(money.paidPaise),
    refunded_amount: paiseToRupees(money.refundedPaise),
    refundable_amount: paiseToRupees(money.paidPaise - money.refundedPaise - money.refundingPaise),
    documents: { pan: view.pan_image, other_document: view.other_document_image },
  };
}
