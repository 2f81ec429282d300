import { desc, sql } from 'drizzle-orm';
import { schema, type Db, type RateCardRow } from '@kanak/db';
import type { BuyRates, RateCard } from '@kanak/domain';
import { returned } from './sql-helpers.ts';

/** Serialises rate changes, so two admins saving at once each re-price against their own card. */
const RATE_LOCK = 4_242_007;

/** Waits for any other rate save to commit; held until `tx` ends. */
export async function lockRates(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK})`);
}

export async function insertRateCard(db: Db, card: RateCard & { buyGold: BuyRates | null }, createdBy: number | null, note: string | null): Promise<RateCardRow> {
  return returned(await db.insert(schema.rateCards).values({ ...card, createdBy, note }).returning());
}

/** Saved cards, newest first. */
export async function listRateCards(db: Db, limit: number): Promise<RateCardRow[]> {
  return db.select().from(schema.rateCards).orderBy(desc(schema.rateCards.effectiveFrom), desc(schema.rateCards.id)).limit(limit);
}
