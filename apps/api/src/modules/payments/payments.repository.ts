import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type Order as OrderRow, type Payment } from '@kanak/db';

const { payments, orders, orderItems, cartItems, users, webhookEvents } = schema;

/** The order a payment row belongs to, or undefined for an unknown row. */
export async function orderIdOfPayment(db: Db, paymentRowId: number): Promise<number | undefined> {
  const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentRowId));
  return row?.orderId ?? undefined;
}

export async function findPayment(db: Db, id: number): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** A customer's payment by its provider order id; another customer's is not found. */
export async function findOwnPayment(db: Db, providerOrderId: string, userId: number): Promise<Payment | undefined> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.providerOrderId, providerOrderId), eq(orders.userId, userId)));
  return row?.payment;
}

export async function markPaymentPaid(db: Db, id: number, providerPaymentId: string, raw?: Record<string, unknown>) {
  await db
    .update(payments)
    .set({ status: 'paid', providerPaymentId, signatureVerifiedAt: sql`now()`, ...(raw ? { raw } : {}) })
    .where(eq(payments.id, id));
}

/** Removes from the customer's cart the lines the order was placed from. */
export async function removeOrderedCartLines(db: Db, order: OrderRow): Promise<void> {
  const lines = await db.select({ id: orderItems.cartItemId }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const ids = lines.map((l) => l.id).filter((v): v is number => v !== null);
  if (ids.length > 0) await db.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, ids)));
}

/** The phone and e-mail a customer is told on. */
export async function findContact(db: Db, userId: number): Promise<{ phone: string; email: string; name: string } | undefined> {
  const [row] = await db.select({ phone: users.phoneNumber, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}

/** Records a webhook event by id; false when that id was recorded before. */
export async function recordWebhookEvent(db: Db, values: typeof webhookEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(webhookEvents).values(values).onConflictDoNothing().returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

export async function forgetWebhookEvent(db: Db, id: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}
