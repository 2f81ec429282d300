import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db, type Refund } from '@kanak/db';
import { returned } from './sql-helpers.ts';

const { refunds } = schema;
type NewRefund = typeof refunds.$inferInsert;

export async function refundsWithKey(db: Db, idempotencyKey: string): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
}

export async function refundsOfOrder(db: Db, orderId: number): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

export async function refundsOfPayments(db: Db, paymentIds: number[]): Promise<Refund[]> {
  return paymentIds.length === 0 ? [] : db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds));
}

export async function insertRefund(db: Db, values: NewRefund): Promise<Refund> {
  return returned(await db.insert(refunds).values(values).returning());
}

export async function updateRefund(db: Db, id: number, set: Partial<NewRefund>): Promise<Refund> {
  return returned(await db.update(refunds).set(set).where(eq(refunds.id, id)).returning());
}

/** A pending refund the provider made; one already settled otherwise stays as it is. */
export async function markRefundProcessed(db: Db, id: number, providerRefundId: string): Promise<void> {
  await db.update(refunds).set({ status: 'processed', providerRefundId }).where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

export async function markRefundsFailed(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.update(refunds).set({ status: 'failed' }).where(inArray(refunds.id, ids));
}
