import { currentRateCardRow, recomputeListPrices, type RateCardRow } from '@kanak/db';
import {
  mapRates,
  paiseToRupees,
  rateCardToRupees,
  ratesSavedMessage,
  rupeesToPaise,
  type AdminRateCard,
  type BuyRates,
  type WorkshopKarat,
  type UpdateRatesRequest,
  type UpdateRatesResponse,
} from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { insertRateCard, listRateCards, lockRates } from './rates.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

const buyRatesToRupees = (r: BuyRates): Record<WorkshopKarat, number> => ({ '14k': paiseToRupees(r['14k']), '18k': paiseToRupees(r['18k']), '22k': paiseToRupees(r['22k']), '24k': paiseToRupees(r['24k']) });
const buyRatesToPaise = (r: Record<WorkshopKarat, number>): BuyRates => ({ '14k': rupeesToPaise(r['14k']), '18k': rupeesToPaise(r['18k']), '22k': rupeesToPaise(r['22k']), '24k': rupeesToPaise(r['24k']) });

function toAdminRateCard(row: RateCardRow): AdminRateCard {
  const rupees = rateCardToRupees(row);
  return {
    id: row.id,
    gold_price: rupees.gold,
    diamond_price: rupees.diamond,
    buy_gold_price: row.buyGold ? buyRatesToRupees(row.buyGold) : null,
    effective_from: row.effectiveFrom.toISOString(),
    note: row.note,
    created_by: row.createdBy,
  };
}

/** The card in force, or null before the first one is saved. */
export async function currentAdminRateCard(deps: Deps): Promise<AdminRateCard | null> {
  const row = await currentRateCardRow(deps.database.db);
  return row ? toAdminRateCard(row) : null;
}

/**
 * Saves a new card (the old ones stay as history) and re-prices every product's list price in the
 * same transaction: the storefront never sees the new card with the old list prices.
 */
export async function saveRates(deps: Deps, actor: Actor, input: UpdateRatesRequest): Promise<UpdateRatesResponse> {
  const result = await deps.database.db.transaction(async (tx) => {
    await lockRates(tx);
    // Buy rates for old gold (issue 39) are saved with the sell rates; left out, the card in force's carry over.
    const buyGold = input.buy_gold ? buyRatesToPaise(input.buy_gold) : ((await currentRateCardRow(tx))?.buyGold ?? null);
    const row = await insertRateCard(tx, { ...mapRates(input, rupeesToPaise), buyGold }, actor.userId, input.note ?? null);
    const changed = await recomputeListPrices(tx);
    return { message: ratesSavedMessage(changed), changed, card: toAdminRateCard(row) };
  });
  await audit(deps.database.db, actor, 'rates_saved', 'rate_card', result.card.id, { changed: result.changed });
  return result;
}

/** Every saved card, newest first. */
export async function rateHistory(deps: Deps, limit: number): Promise<AdminRateCard[]> {
  return (await listRateCards(deps.database.db, limit)).map(toAdminRateCard);
}
