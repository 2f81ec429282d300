import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db, type Order as OrderRow, type Payment } from '@kanak/db';
import { ORDER_MESSAGES } from '@kanak/domain';

const { payments, orders, orderItems, cartItems, refunds, users, webhookEvents } = schema;

/** The order a payment row belongs to, or undefined for an unknown row. */
export async function orderIdOfPayment(db: Db, paymentRowId: number): Promise<number | undefined> {
  const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentRowId));
  return row?.orderId;
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
    .set({ status: 'paid', providerPaymentId, signatureVerifiedAt: new Date(), ...(raw ? { raw } : {}) })
    .where(eq(payments.id, id));
}

async function updateOrder(db: Db, id: number, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  if (!row) throw new Error(`order ${id} vanished`);
  return row;
}

/** The advance is in: production starts at its first stage (ARCHITECTURE §4 order states). */
export async function markAdvancePaid(db: Db, orderId: number, providerPaymentId: string): Promise<OrderRow> {
  return updateOrder(db, orderId, {
    status: 'in_production',
    productionStage: 'designing',
    firstPaymentAmountStatus: ORDER_MESSAGES.successful,
    firstPaymentMsg: ORDER_MESSAGES.paymentSuccessful,
    firstPaymentTransactionId: providerPaymentId,
    orderMessage: ORDER_MESSAGES.placed,
    expiresAt: null,
  });
}

export async function markBalancePaid(db: Db, orderId: number, providerPaymentId: string, amountPaise: number): Promise<OrderRow> {
  return updateOrder(db, orderId, {
    status: 'balance_paid',
    secondPaymentTransactionId: providerPaymentId,
    secondPaymentPaise: amountPaise,
    secondPaymentAmountStatus: ORDER_MESSAGES.successful,
    secondPaymentMsg: ORDER_MESSAGES.paymentSuccessful,
    orderMessage: ORDER_MESSAGES.dispatchToday,
  });
}

/** Removes from the customer's cart the lines the order was placed from. */
export async function removeOrderedCartLines(db: Db, order: OrderRow): Promise<void> {
  const lines = await db.select({ id: orderItems.cartItemId }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const ids = lines.map((l) => l.id).filter((v): v is number => v !== null);
  if (ids.length > 0) await db.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, ids)));
}

export async function insertRefundOwed(db: Db, values: typeof refunds.$inferInsert): Promise<void> {
  await db.insert(refunds).values(values);
}

/** The phone and e-mail a customer is told on. */
export async function findContact(db: Db, userId: number): Promise<{ phone: string; email: string } | undefined> {
  const [row] = await db.select({ phone: users.phoneNumber, email: users.email }).from(users).where(eq(users.id, userId));
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
