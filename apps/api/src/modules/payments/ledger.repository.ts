import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { schema, type Db, type Payment, type Refund } from '@kanak/db';
import type { PaymentKind } from '@kanak/domain';

const { payments, refunds } = schema;

/** The rows an order's ledger is read from: its provider orders and its refunds, oldest first. */
export interface LedgerRows {
  payments: Payment[];
  refunds: Refund[];
}

export async function ledgerRowsOf(db: Db, orderIds: number[]): Promise<Map<number, LedgerRows>> {
  const byOrder = new Map<number, LedgerRows>(orderIds.map((id) => [id, { payments: [], refunds: [] }]));
  if (orderIds.length === 0) return byOrder;
  const [paymentRows, refundRows] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id)),
  ]);
  // Only rows of these orders are read: a plan's (order_id null) never reaches an order's ledger.
  for (const p of paymentRows) if (p.orderId !== null) byOrder.get(p.orderId)?.payments.push(p);
  for (const r of refundRows) if (r.orderId !== null) byOrder.get(r.orderId)?.refunds.push(r);
  return byOrder;
}

/**
 * The kind of a payment read as an order's: the ledger's rows are read per order, so a plan
 * instalment's payment here is a bug, never something to show or count.
 */
export function orderPaymentKind(p: Pick<Payment, 'id' | 'kind'>): PaymentKind {
  if (p.kind === 'plan_instalment') throw new Error(`payment ${p.id} is a plan instalment's, read as an order's`);
  return p.kind;
}

export async function ledgerRowsOfOrder(db: Db, orderId: number): Promise<LedgerRows> {
  return (await ledgerRowsOf(db, [orderId])).get(orderId) ?? { payments: [], refunds: [] };
}

/** Open provider orders for money after the advance stop being offered (a finished weight changed what is due). */
export async function supersedeOpenPayments(db: Db, orderId: number, kinds: PaymentKind[]): Promise<void> {
  await db
    .update(payments)
    .set({ supersededAt: new Date() })
    .where(and(eq(payments.orderId, orderId), inArray(payments.kind, kinds), eq(payments.status, 'created'), isNull(payments.supersededAt)));
}

export async function insertRefunds(db: Db, values: (typeof refunds.$inferInsert)[]): Promise<Refund[]> {
  return values.length === 0 ? [] : db.insert(refunds).values(values).returning();
}

/**
 * Claims pending refunds that are due (all of them, or those among `ids`): each claim moves the row's
 * next attempt a lease ahead, so another node skips it while this one talks to the provider.
 */
export async function claimDueRefunds(db: Db, leaseMs: number, ids?: number[]) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, sql`now()`), ids ? inArray(refunds.id, ids) : undefined))
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(50)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(inArray(refunds.id, due.map((d) => d.id)))
      .returning();
  });
}

/** The provider made it. A refund settled meanwhile stays as it is. */
export async function markRefundProcessed(db: Db, id: number, providerRefundId: string): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ status: 'processed', providerRefundId, processedAt: new Date(), lastError: null })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** The provider refused or did not answer: tried again after `retryInMs`, or given up (`null`). */
export async function markRefundAttemptFailed(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(refunds)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` },
    )
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** The provider and its payment id of each payment row among `ids`. */
export async function providerPaymentIdsOf(db: Db, ids: number[]): Promise<Map<number, { ref: string | null; provider: Payment['provider'] }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: payments.id, ref: payments.providerPaymentId, provider: payments.provider }).from(payments).where(inArray(payments.id, ids));
  return new Map(rows.map((r) => [r.id, { ref: r.ref, provider: r.provider }]));
}
