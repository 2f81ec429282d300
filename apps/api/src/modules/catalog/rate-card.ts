import { currentRateCard, currentRateCardRow, type Db, type RateCardRow } from '@kanak/db';
import { MESSAGES, type RateCard } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';

/** The card in force; without one nothing can be priced, so the catalogue says so plainly. */
export async function requireRateCard(db: Db): Promise<RateCard> {
  const card = await currentRateCard(db);
  if (!card) throw new HttpError(503, MESSAGES.catalog.pricesUpdating);
  return card;
}

/** The card in force with its date, or null before the first one. */
export async function findRateCardRow(db: Db): Promise<RateCardRow | null> {
  return currentRateCardRow(db);
}
