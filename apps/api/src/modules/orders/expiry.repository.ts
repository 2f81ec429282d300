import { and, eq, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import { ORDER_MESSAGES } from '@kanak/domain';

/** Every five minutes on each node; the statement is idempotent, so nodes may overlap. */
export const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Unpaid orders expire 24 h after creation (ARCHITECTURE §4). It touches only the orders: the
 * cart lines were never taken out of the cart, so nothing else needs freeing.
 */
export async function expireStaleOrders(db: Db): Promise<number[]> {
  const rows = await db
    .update(schema.orders)
    .set({ status: 'expired', orderMessage: ORDER_MESSAGES.expired })
    .where(and(eq(schema.orders.status, 'pending_advance'), lt(schema.orders.expiresAt, sql`now()`)))
    .returning({ id: schema.orders.id });
  return rows.map((r) => r.id);
}
