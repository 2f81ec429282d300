import { currentRateCard, type Database } from '@kanak/db';
import type { RateCard } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';

/** The card in force; without one nothing can be priced, so the catalogue says so plainly. */
export async function requireRateCard(database: Database): Promise<RateCard> {
  const card = await currentRateCard(database.db);
  if (!card) throw new HttpError(503, 'Prices are being updated. Please try again shortly.');
  return card;
}
