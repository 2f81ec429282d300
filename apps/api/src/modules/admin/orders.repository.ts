import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { schema, type Db, type NewOrderItem, type Order as OrderRow } from '@kanak/db';
import type { OrderStatus } from '@kanak/domain';
import type { OrderChanges } from '../orders/order-status.repository.ts';
import { notAbandoned } from '../orders/orders.repository.ts';
import { containsPattern, returned } from './sql-helpers.ts';

const { orders, users, orderItems } = schema;

// Written out in full: drizzle leaves columns unqualified in a one-table select, and a bare "id"
// inside the subquery would name the subquery's own table.
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
    .select({ order: orders, customer: customerCols, items: itemCountSql, total: sql<number>`count(*) over ()` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.userId !== undefined ? eq(orders.userId, query.userId) : undefined,
        search,
        // Abandoned checkouts are no sale (decision 043): listed only when asked for by number.
        byId ? or(notAbandoned(), byId) : notAbandoned(),
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

/** Changes an order the caller has locked (so it exists) and returns it as it now is. */
export async function updateOrder(db: Db, id: number, set: OrderChanges): Promise<OrderRow> {
  return returned(await db.update(orders).set(set).where(eq(orders.id, id)).returning());
}

export async function updateOrderItem(db: Db, id: number, set: Partial<NewOrderItem>): Promise<void> {
  await db.update(orderItems).set(set).where(eq(orderItems.id, id));
}
