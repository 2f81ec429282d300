import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema, type Db, type OutboxMessage } from '@kanak/db';
import type { OutgoingMessage } from './messenger.ts';

const { messageOutbox } = schema;

/** The channel migration 0004's trigger notifies when a message is queued. */
export const MESSAGE_QUEUE_CHANNEL = 'kanak_messages';

/** A failure's text is kept for the shop to read, not a whole stack. */
const ERROR_TEXT_LIMIT = 1000;

/**
 * Queues messages in the caller's transaction (decision 016): they exist exactly when the change
 * they report was committed, and a dispatcher sends them once it has been.
 */
export async function enqueueMessages(db: Db, messages: OutgoingMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(messageOutbox)
    .values(
      messages.map((m) => ({
        channel: m.channel,
        to: m.to,
        subject: m.subject ?? null,
        body: m.body,
        html: m.html ?? null,
        template: m.template ?? null,
        params: m.params ?? null,
        status: 'pending' as const,
      })),
    );
}

/**
 * Claims up to `limit` due messages for `leaseMs` and counts the attempt, in one statement. Rows
 * another dispatcher is claiming at that moment are skipped (`FOR UPDATE SKIP LOCKED`), and a
 * claimed row is not due again until its lease runs out, so N nodes never send one row at once;
 * a node that dies holding a claim leaves the row to be sent by whoever comes after the lease.
 */
export async function claimDueMessages(db: Db, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const due = db.$with('due').as(
    db
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.status, 'pending'), lte(messageOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(messageOutbox.nextAttemptAt), asc(messageOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const claimed = await db
    .with(due)
    .update(messageOutbox)
    .set({
      attempts: sql`${messageOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(messageOutbox.id, db.select({ id: due.id }).from(due)))
    .returning();
  // RETURNING keeps no order; queued order it is (an order's SMS before its e-mail).
  return claimed.sort((a, b) => a.id - b.id);
}

/** The provider accepted the message. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(messageOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(messageOutbox.id, id), eq(messageOutbox.status, 'pending')));
}

/**
 * The provider refused the claimed `row`: due again after `retryInMs`, or `failed` for good when
 * that is null. Only the latest claim may reschedule (a claim that outlived its lease may not).
 */
export async function recordFailure(db: Db, row: OutboxMessage, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(messageOutbox)
    .set({
      lastError: error.slice(0, ERROR_TEXT_LIMIT),
      ...(retryInMs === null ? { status: 'failed' as const } : { nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` }),
    })
    .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.status, 'pending'), eq(messageOutbox.attempts, row.attempts)));
}
