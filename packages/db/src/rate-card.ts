import { desc, lte, sql } from 'drizzle-orm';
import type { RateCard } from '@kanak/domain';
import { rateCards } from './schema/index.ts';
import { preparedFor } from './prepared.ts';
import type { Db, RateCardRow } from './types.ts';

const cardInForce = preparedFor(
  (db, name) =>
    db
      .select()
      .from(rateCards)
      .where(lte(rateCards.effectiveFrom, sql`now()`))
      .orderBy(desc(rateCards.effectiveFrom), desc(rateCards.id))
      .limit(1)
      .prepare(name),
  'kanak_rate_card_in_force',
);

/**
 * The card in force: the newest row whose `effective_from` is not in the future (ties broken by
 * id). `list-price.ts` selects the same row in SQL; keep the two in step.
 */
export async function currentRateCardRow(db: Db): Promise<RateCardRow | null> {
  const [row] = await cardInForce(db).execute();
  return row ?? null;
}

/** Today's rate card in the domain's shape (paise per gram / per carat), or null when none exists. */
export async function currentRateCard(db: Db): Promise<RateCard | null> {
  const row = await currentRateCardRow(db);
  return row ? { gold: row.gold, diamond: row.diamond } : null;
}

/** The current card as SQL, for statements that price in the database. */
export const currentRateCardSql = sql`(
  SELECT rc.gold, rc.diamond FROM ${rateCards} rc
  WHERE rc.effective_from <= now()
  ORDER BY rc.effective_from DESC, rc.id DESC
  LIMIT 1
)`;
