import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type Order as OrderRow } from '@kanak/db';
import { canTransition, type Actor, type OrderStatus } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';

const { orders } = schema;

/** What a move may set beside the status: never the status itself. */
export type OrderChanges = Omit<Partial<typeof orders.$inferInsert>, 'status' | 'id'>;

/** A move the domain's table does not allow: a bug in the caller, never the customer's input. */
export class TransitionRefused extends Error {
  constructor(from: OrderStatus, to: OrderStatus, actor: Actor) {
    super(`order transition ${from} → ${to} by ${actor} is not in the table`);
  }
}

/** Someone else moved the order first (the status in the WHERE no longer matched). */
export const staleStatus = (message: string) => new HttpError(409, message);

/**
 * The one function that writes an order's status (ARCHITECTURE §7, after Vendure's order process):
 * guarded by the domain's transition table, with the status the caller read in the WHERE, so two
 * movers racing cannot both win. Answers the moved row; throws `conflict` when it lost the race.
 */
export async function moveOrder(
  db: Db,
  move: { id: number; from: OrderStatus; to: OrderStatus; actor: Actor; set?: OrderChanges; conflict: string },
): Promise<OrderRow> {
  if (!canTransition(move.from, move.to, move.actor)) throw new TransitionRefused(move.from, move.to, move.actor);
  const [row] = await db
    .update(orders)
    .set({ ...move.set, status: move.to })
    .where(and(eq(orders.id, move.id), eq(orders.status, move.from)))
    .returning();
  if (!row) throw staleStatus(move.conflict);
  return row;
}

/**
 * The same move for many orders at once (expiry): every order still in `from` that `where` picks.
 * Answers the ids moved.
 */
async function moveOrders(
  db: Db,
  move: { from: OrderStatus; to: OrderStatus; actor: Actor; where: SQL | undefined; set?: OrderChanges },
): Promise<number[]> {
  if (!canTransition(move.from, move.to, move.actor)) throw new TransitionRefused(move.from, move.to, move.actor);
  const rows = await db
    .update(orders)
    .set({ ...move.set, status: move.to })
    .where(and(eq(orders.status, move.from), move.where))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** Unpaid orders past their deadline expire (ARCHITECTURE §4): idempotent, so nodes may overlap. */
export async function expireStaleOrders(db: Db, message: string): Promise<number[]> {
  return moveOrders(db, {
    from: 'pending_advance',
    to: 'expired',
    actor: 'system',
    where: lt(orders.expiresAt, sql`now()`),
    set: { orderMessage: message },
  });
}

/** Unpaid orders that `where` picks expire now (a retried checkout, an order no provider took). */
export async function expireUnpaid(db: Db, where: SQL | undefined, message: string): Promise<number[]> {
  return moveOrders(db, { from: 'pending_advance', to: 'expired', actor: 'system', where, set: { expiresAt: new Date(), orderMessage: message } });
}
