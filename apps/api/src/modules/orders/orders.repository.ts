import { and, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { schema, type Db, type Order as OrderRow, type OrderItem as OrderItemRow, type Payment } from '@kanak/db';
import { ORDER_MESSAGES, PENDING_ADVANCE_TTL_MS } from '@kanak/domain';
import { expireUnpaid } from './order-status.repository.ts';

const { cartItems, products, categories, addresses, orders, orderItems, payments } = schema;

/** The caller's cart lines among `ids`, of active products; another customer's never appear. */
export async function findCartLines(db: Db, userId: number, ids: number[]) {
  return db
    .select({ item: cartItems, product: products, category: { id: categories.id, name: categories.name } })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids), eq(products.isActive, true)));
}
export type CartLineRow = Awaited<ReturnType<typeof findCartLines>>[number];

export async function findLiveAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.deletedAt)));
  return row;
}

/** An order of `userId` (or anyone's when `userId` is null, for admins). */
export async function findOrder(db: Db, id: number, userId: number | null): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(userId === null ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

/** The order row locked until the transaction ends: confirmations and cancels queue behind it. */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * An abandoned checkout: an order that expired without a single payment counted on it. It is no
 * sale, so the customer's list, the back office's list and the dashboard leave it out (decision 043).
 */
export const abandonedCheckout = () =>
  // "orders"."id" written out: drizzle leaves columns unqualified in a one-table select, and a bare
  // "id" inside the subquery would name the payment's own id.
  sql`(${orders.status} = 'expired' and not exists (select 1 from ${payments} p where p.order_id = "orders"."id" and p.status = 'paid'))`;

/** Every order that is not an abandoned checkout. */
export const notAbandoned = () => not(abandonedCheckout());

/** The customer's orders, newest first, without abandoned checkouts (decision 043). */
export async function listOrders(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notAbandoned()))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** A resumed checkout gets its 24 hours again from now (ARCHITECTURE §4 expiry). */
export async function renewExpiry(db: Db, id: number): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() + PENDING_ADVANCE_TTL_MS) })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} vanished`);
  return row;
}

export async function itemsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** Payments of an order of one kind, newest first. */
export async function paymentsOf(db: Db, orderId: number, kind?: Payment['kind']): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(kind ? and(eq(payments.orderId, orderId), eq(payments.kind, kind)) : eq(payments.orderId, orderId))
    .orderBy(desc(payments.id));
}

export async function findPaymentByProviderOrder(db: Db, providerOrderId: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  return row;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<Payment> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

/** An order with its locked lines (the price lock of ARCHITECTURE §4). */
export async function insertOrder(
  db: Db,
  values: typeof orders.$inferInsert,
  lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned no row');
  await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
  return row;
}

/** An order no provider order could be opened for leaves the customer's list as expired. */
export async function expireUnpayable(db: Db, id: number): Promise<void> {
  await expireUnpaid(db, eq(orders.id, id), ORDER_MESSAGES.expired);
}

/** First key of the per-customer advisory lock that serialises placing orders. */
const PLACE_ORDER_LOCK = 4_242_003;

/** Serialises placing orders per customer until the transaction ends (re-entrant within it). */
export async function lockCheckout(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLACE_ORDER_LOCK}, ${userId})`);
}

/**
 * One payable order per cart line: placing an order from lines that an older unpaid order still
 * holds (a retry after a lost answer, a second tab) retires that order, so the two can never both
 * be paid. Serialised per customer, so two orders placed at once cannot both stay open. Answers
 * `held: false` when a line has left the cart meanwhile (an advance confirmed for another order took
 * it), and the ids of the orders it retired (their store credit goes back to the wallet).
 */
export async function claimCartLines(tx: Db, userId: number, ids: number[]): Promise<{ held: boolean; expired: number[] }> {
  await lockCheckout(tx, userId);
  const holders = tx.select({ id: orderItems.orderId }).from(orderItems).where(inArray(orderItems.cartItemId, ids));
  const expired = await expireUnpaid(tx, and(eq(orders.userId, userId), inArray(orders.id, holders)), ORDER_MESSAGES.expired);
  const held = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .for('update');
  return { held: held.length === ids.length, expired };
}
