import { and, desc, eq, inArray } from 'drizzle-orm';
import { schema, type AfterSaleRequestRow, type Db } from '@kanak/db';
import type { AfterSaleKind, AfterSaleStatus } from '@kanak/domain';
import { settlePrivateUploads } from '../../providers/storage/private-uploads.ts';

const { afterSaleRequests, users, refunds } = schema;

/** Records a request and marks its media files as kept (no longer swept as orphans). */
export async function insertAfterSaleRequest(db: Db, values: typeof afterSaleRequests.$inferInsert): Promise<AfterSaleRequestRow> {
  const [row] = await db.insert(afterSaleRequests).values(values).returning();
  if (!row) throw new Error('insert into after_sale_requests returned no row');
  await settlePrivateUploads(db, (values.media ?? []).map((m) => m.storageKey));
  return row;
}

/** A request by id: the customer's own (`userId`) or any (null, for admins). */
export async function findAfterSaleRequest(db: Db, id: number, userId: number | null): Promise<AfterSaleRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(afterSaleRequests)
    .where(and(eq(afterSaleRequests.id, id), userId === null ? undefined : eq(afterSaleRequests.userId, userId)));
  return row;
}

/** The request's row, locked until the transaction ends: two admins moving it queue. */
export async function lockAfterSaleRequest(db: Db, id: number): Promise<AfterSaleRequestRow | undefined> {
  const [row] = await db.select().from(afterSaleRequests).where(eq(afterSaleRequests.id, id)).for('update');
  return row;
}

export async function afterSaleRequestsOfUser(db: Db, userId: number): Promise<AfterSaleRequestRow[]> {
  return db.select().from(afterSaleRequests).where(eq(afterSaleRequests.userId, userId)).orderBy(desc(afterSaleRequests.createdAt), desc(afterSaleRequests.id));
}

/** Every request on an order, newest first (the order page and the checks for a piece already asked for). */
export async function afterSaleRequestsOfOrder(db: Db, orderId: number): Promise<AfterSaleRequestRow[]> {
  return db.select().from(afterSaleRequests).where(eq(afterSaleRequests.orderId, orderId)).orderBy(desc(afterSaleRequests.createdAt), desc(afterSaleRequests.id));
}

/** The inbox's filters: a kind, a state, one order's or one customer's requests. */
export interface AfterSaleFilter {
  kind?: AfterSaleKind | undefined;
  status?: AfterSaleStatus | undefined;
  order_id?: number | undefined;
  customer_id?: number | undefined;
}

/** The shop's inbox, newest first, with each customer. */
export async function listAfterSaleRequests(db: Db, filter: AfterSaleFilter) {
  return db
    .select({ request: afterSaleRequests, customer: { id: users.id, name: users.name, phone: users.phoneNumber, email: users.email } })
    .from(afterSaleRequests)
    .innerJoin(users, eq(users.id, afterSaleRequests.userId))
    .where(
      and(
        filter.kind ? eq(afterSaleRequests.kind, filter.kind) : undefined,
        filter.status ? eq(afterSaleRequests.status, filter.status) : undefined,
        filter.order_id ? eq(afterSaleRequests.orderId, filter.order_id) : undefined,
        filter.customer_id ? eq(afterSaleRequests.userId, filter.customer_id) : undefined,
      ),
    )
    .orderBy(desc(afterSaleRequests.createdAt), desc(afterSaleRequests.id))
    .limit(500);
}

export async function customerOf(db: Db, userId: number) {
  const [row] = await db.select({ id: users.id, name: users.name, phone: users.phoneNumber, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateAfterSaleRequest(db: Db, id: number, set: Partial<typeof afterSaleRequests.$inferInsert>): Promise<AfterSaleRequestRow> {
  const [row] = await db.update(afterSaleRequests).set(set).where(eq(afterSaleRequests.id, id)).returning();
  if (!row) throw new Error(`after-sale request ${id} vanished`);
  return row;
}

/** The refunds completed returns made, by request. */
export async function refundsOfRequests(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.afterSaleRequestId, ids));
}
