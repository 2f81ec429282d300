import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type Db, type GoldExchangeRow, type TaxDocument } from '@kanak/db';
import type { GoldExchangeStatus } from '@kanak/domain';

const { goldExchanges, taxDocuments, users } = schema;

/** The only queries of old gold in (issue 39). */

export async function insertGoldExchange(db: Db, values: typeof goldExchanges.$inferInsert): Promise<GoldExchangeRow> {
  const [row] = await db.insert(goldExchanges).values(values).returning();
  if (!row) throw new Error('insert into gold_exchanges returned no row');
  return row;
}

/** A lot of `userId` (anyone's when null, for the shop). */
export async function findGoldExchange(db: Db, id: number, userId: number | null): Promise<GoldExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(goldExchanges)
    .where(and(eq(goldExchanges.id, id), userId === null ? undefined : eq(goldExchanges.userId, userId)));
  return row;
}

/** The same, locked until `tx` ends: two moves of one lot queue, and the second sees the first's status. */
export async function lockGoldExchange(tx: Db, id: number, userId: number | null): Promise<GoldExchangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(goldExchanges)
    .where(and(eq(goldExchanges.id, id), userId === null ? undefined : eq(goldExchanges.userId, userId)))
    .for('update');
  return row;
}

export async function updateGoldExchange(tx: Db, id: number, values: Partial<typeof goldExchanges.$inferInsert>): Promise<GoldExchangeRow> {
  const [row] = await tx.update(goldExchanges).set(values).where(eq(goldExchanges.id, id)).returning();
  if (!row) throw new Error(`gold exchange ${id} vanished`);
  return row;
}

export async function goldExchangesOf(db: Db, userId: number): Promise<GoldExchangeRow[]> {
  return db.select().from(goldExchanges).where(eq(goldExchanges.userId, userId)).orderBy(desc(goldExchanges.createdAt), desc(goldExchanges.id)).limit(200);
}

/** The shop's list: open lots first, newest first, with their customers. */
export async function listGoldExchanges(db: Db, status: GoldExchangeStatus | undefined) {
  return db
    .select({ exchange: goldExchanges, customer: { id: users.id, name: users.name, phone: users.phoneNumber, email: users.email } })
    .from(goldExchanges)
    .innerJoin(users, eq(users.id, goldExchanges.userId))
    .where(status ? eq(goldExchanges.status, status) : undefined)
    .orderBy(sql`${goldExchanges.status} in ('credited', 'rejected')`, desc(goldExchanges.updatedAt), desc(goldExchanges.id))
    .limit(200);
}

export async function customerOf(db: Db, userId: number) {
  const [row] = await db.select({ id: users.id, name: users.name, phone: users.phoneNumber, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? { id: userId, name: null, phone: null, email: null };
}

/** The lot's purchase voucher, once credited. */
export async function voucherOf(db: Db, goldExchangeId: number): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.goldExchangeId, goldExchangeId), eq(taxDocuments.type, 'purchase_voucher')));
  return row;
}
