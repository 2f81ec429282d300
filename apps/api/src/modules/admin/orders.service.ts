import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type Order as OrderRow, type OrderItem as OrderItemRow } from '@kanak/db';
import { ORDER_MESSAGES, paiseToRupees, type AdminOrderDetail, type OrderStatus } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import { toOrderView } from '../orders/order-view.ts';
import { itemsOf } from '../orders/orders.repository.ts';

const { orders, users, payments, refunds, orderItems } = schema;

// Written out in full: drizzle leaves columns unqualified in a one-table select, and a bare "id"
// inside the subquery would name the subquery's own table.
const paidSql = sql<number>`(select coalesce(sum(p.amount_paise), 0) from ${payments} p where p.order_id = "orders"."id" and p.status = 'paid')`;
const itemCountSql = sql<number>`(select coalesce(sum(i.quantity), 0) from ${orderItems} i where i.order_id = "orders"."id")`;
const customerCols = { id: users.id, name: users.name, email: users.email, phone_number: users.phoneNumber };
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface OrderListQuery {
  status?: OrderStatus;
  q?: string;
  page: number;
  per_page: number;
  userId?: number;
}

/** Orders newest first, by status and by order id, customer name, phone or e-mail. */
export async function listAdminOrders(db: Db, query: OrderListQuery) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.userId !== undefined) where.push(eq(orders.userId, query.userId));
  const text = query.q?.replace(/^#/, '');
  if (text) {
    const like = `%${likeEscape(text)}%`;
    const matches = [ilike(users.name, like), ilike(users.email, like), ilike(users.phoneNumber, like)];
    if (/^\d{1,9}$/.test(text)) matches.push(eq(orders.id, Number(text)));
    where.push(or(...matches)!);
  }
  const rows = await db
    .select({ order: orders, customer: customerCols, paid: paidSql, items: itemCountSql, total: sql<number>`count(*) over ()` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
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
    meta: { total: Number(rows[0]?.total ?? 0), page: query.page, per_page: query.per_page },
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const weightOf = (items: OrderItemRow[], key: 'metalWeightMg' | 'diamondWeightMct') =>
  items.reduce((sum, i) => sum + i.productSnapshot[key] * i.quantity, 0);

/** Paid, refunded (processed) and still refundable paise of an order. */
export async function moneyOf(db: Db, orderId: number) {
  const [p] = await db.select({ paid: paidSql }).from(orders).where(eq(orders.id, orderId));
  const [r] = await db
    .select({ done: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
  const paid = Number(p?.paid ?? 0);
  const refunded = Number(r?.done ?? 0);
  return { paid, refunded, refundable: paid - refunded };
}

/** The whole order for the admin screen: customer, locked prices, payments, refunds, documents. */
export async function adminOrderDetail(db: Db, orderId: number): Promise<AdminOrderDetail> {
  const [found] = await db.select({ order: orders, customer: customerCols }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  return detailOf(db, found.order, found.customer);
}

async function detailOf(db: Db, order: OrderRow, customer: AdminOrderDetail['customer']): Promise<AdminOrderDetail> {
  const items = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  const [paymentRows, refundRows, money] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(refunds.id),
    moneyOf(db, order.id),
  ]);
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
    refundable_amount: paiseToRupees(money.refundable),
    documents: { pan: view.pan_image, other_document: view.other_document_image },
  };
}
