import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { schema, type Db, type NewOrderItem, type Order as OrderRow } from '@kanak/db';
import type { OrderStatus } from '@kanak/domain';
import { containsPattern, returned } from './sql-helpers.ts';

const { orders, users, payments, refunds, orderItems } = schema;

// Written out in full: drizzle leaves columns unqualified in a one-table select, and a bare "id"
// inside the subquery would name the subquery's own table.
const paidSql = sql<number>`(select coalesce(sum(p.amount_paise), 0) from ${payments} p where p.order_id = "orders"."id" and p.status = 'paid')`;
const itemCountSql = sql<number>`(select coalesce(sum(i.quantity), 0) from ${orderItems} i where i.order_id = "orders"."id")`;
const customerCols = { id: users.id, name: users.name, email: users.email, phone_number: users.phoneNumber };

export interface OrderListQuery {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  page: number;
  per_page: number;
  userId?: number | undefined;
}

/** Orders newest first, by status and by order id, customer name, phone or e-mail; `total` counts every match. */
export async function listOrderSummaries(db: Db, query: OrderListQuery) {
  const text = query.q?.replace(/^#/, '');
  const like = text ? containsPattern(text) : undefined;
  const byId = text && /^\d{1,9}$/.test(text) ? eq(orders.id, Number(text)) : undefined;
  const search = like === undefined ? undefined : or(ilike(users.name, like), ilike(users.email, like), ilike(users.phoneNumber, like), byId);
  const rows = await db
    .select({ order: orders, customer: customerCols, paid: paidSql, items: itemCountSql, total: sql<number>`count(*) over ()` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.userId !== undefined ? eq(orders.userId, query.userId) : undefined,
        search,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findOrderWithCustomer(db: Db, orderId: number) {
  const [found] = await db.select({ order: orders, customer: customerCols }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  return found;
}

/** Paid and refunded (processed) paise of an order. */
export async function moneyOf(db: Db, orderId: number): Promise<{ paid: number; refunded: number }> {
  const [p] = await db.select({ paid: paidSql }).from(orders).where(eq(orders.id, orderId));
  const [r] = await db
    .select({ done: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
  return { paid: Number(p?.paid ?? 0), refunded: Number(r?.done ?? 0) };
}

/** The order's payments and refunds, oldest first. */
export async function paymentsAndRefunds(db: Db, orderId: number) {
  const [paymentRows, refundRows] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id),
  ]);
  return { paymentRows, refundRows };
}

/** Changes an order the caller has locked (so it exists) and returns it as it now is. */
export async function updateOrder(db: Db, id: number, set: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  return returned(await db.update(orders).set(set).where(eq(orders.id, id)).returning());
}

export async function updateOrderItem(db: Db, id: number, set: Partial<NewOrderItem>): Promise<void> {
  await db.update(orderItems).set(set).where(eq(orderItems.id, id));
}

/** A balance provider order opened at the old amount must not be paid any more. */
export async function supersedeBalancePayments(db: Db, orderId: number, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', raw: { superseded_by: reason } })
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'balance'), eq(payments.status, 'created')));
}
