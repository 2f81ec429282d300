import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { schema, type Db, type WalletEntry, type WalletPayout } from '@kanak/db';

const { walletEntries, walletPayouts, users } = schema;

/** First key of the per-customer advisory lock every debit of the wallet takes: two spends queue. */
const WALLET_LOCK = 4_242_017;

export async function lockWallet(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WALLET_LOCK}, ${userId})`);
}

/** Every entry of a customer's wallet, oldest first. */
export async function walletEntriesOf(db: Db, userId: number): Promise<WalletEntry[]> {
  return db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(asc(walletEntries.createdAt), asc(walletEntries.id));
}

export async function insertWalletEntry(db: Db, values: typeof walletEntries.$inferInsert): Promise<WalletEntry> {
  const [row] = await db.insert(walletEntries).values(values).returning();
  if (!row) throw new Error('insert into wallet_entries returned no row');
  return row;
}

/** The credit entry an exchange made, if it made one. */
export async function exchangeCreditOf(db: Db, afterSaleRequestId: number): Promise<WalletEntry | undefined> {
  const [row] = await db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.afterSaleRequestId, afterSaleRequestId), eq(walletEntries.kind, 'exchange_credit')));
  return row;
}

export async function payoutsOf(db: Db, userId: number): Promise<WalletPayout[]> {
  return db.select().from(walletPayouts).where(eq(walletPayouts.userId, userId)).orderBy(desc(walletPayouts.createdAt), desc(walletPayouts.id));
}

export async function payoutWithKey(db: Db, key: string): Promise<WalletPayout | undefined> {
  const [row] = await db.select().from(walletPayouts).where(eq(walletPayouts.idempotencyKey, key));
  return row;
}

export async function insertPayout(db: Db, values: typeof walletPayouts.$inferInsert): Promise<WalletPayout> {
  const [row] = await db.insert(walletPayouts).values(values).returning();
  if (!row) throw new Error('insert into wallet_payouts returned no row');
  return row;
}

/** The shop's payout requests with their customers, the unpaid first. */
export async function listPayouts(db: Db) {
  return db
    .select({ payout: walletPayouts, customer: { id: users.id, name: users.name, phone: users.phoneNumber, email: users.email } })
    .from(walletPayouts)
    .innerJoin(users, eq(users.id, walletPayouts.userId))
    .orderBy(sql`${walletPayouts.status} = 'paid'`, desc(walletPayouts.createdAt))
    .limit(200);
}

/** Marks a requested payout paid with its bank reference; a paid one is left as it is (answers undefined). */
export async function markPayoutPaid(db: Db, id: number, reference: string, adminId: number): Promise<WalletPayout | undefined> {
  const [row] = await db
    .update(walletPayouts)
    .set({ status: 'paid', reference, paidAt: new Date(), paidBy: adminId })
    .where(and(eq(walletPayouts.id, id), eq(walletPayouts.status, 'requested')))
    .returning();
  return row;
}

export async function findPayout(db: Db, id: number): Promise<WalletPayout | undefined> {
  const [row] = await db.select().from(walletPayouts).where(eq(walletPayouts.id, id));
  return row;
}
