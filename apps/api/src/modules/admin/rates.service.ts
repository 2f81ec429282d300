import { desc, sql } from 'drizzle-orm';
import { currentRateCardRow, recomputeListPrices, schema, type Db, type RateCardRow } from '@kanak/db';
import {
  CLARITIES,
  GOLD_COLOURS,
  KARATS,
  paiseToRupees,
  ratesSavedMessage,
  rupeesToPaise,
  type AdminRateCard,
  type RateCard,
  type UpdateRatesRequest,
  type UpdateRatesResponse,
} from '@kanak/domain';

/** Serialises rate changes, so two admins saving at once each re-price against their own card. */
const RATE_LOCK = 4_242_007;

export function toAdminRateCard(row: RateCardRow): AdminRateCard {
  const gold = Object.fromEntries(
    GOLD_COLOURS.map((c) => [c, Object.fromEntries(KARATS.map((k) => [k, paiseToRupees(row.gold[c][k])]))]),
  ) as AdminRateCard['gold_price'];
  const diamond = Object.fromEntries(CLARITIES.map((c) => [c, paiseToRupees(row.diamond[c])])) as AdminRateCard['diamond_price'];
  return {
    id: row.id,
    gold_price: gold,
    diamond_price: diamond,
    effective_from: row.effectiveFrom.toISOString(),
    note: row.note,
    created_by: row.createdBy,
  };
}

function toPaiseCard(input: UpdateRatesRequest): RateCard {
  const gold = Object.fromEntries(
    GOLD_COLOURS.map((c) => [c, Object.fromEntries(KARATS.map((k) => [k, rupeesToPaise(input.gold[c][k])]))]),
  ) as RateCard['gold'];
  const diamond = Object.fromEntries(CLARITIES.map((c) => [c, rupeesToPaise(input.diamond[c])])) as RateCard['diamond'];
  return { gold, diamond };
}

export async function currentAdminRateCard(db: Db): Promise<AdminRateCard | null> {
  const row = await currentRateCardRow(db);
  return row ? toAdminRateCard(row) : null;
}

/**
 * Saves a new card (the old ones stay as history) and re-prices every product's list price in the
 * same transaction: the storefront never sees the new card with the old list prices.
 */
export async function saveRates(db: Db, input: UpdateRatesRequest, adminId: number): Promise<UpdateRatesResponse> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK})`);
    const card = toPaiseCard(input);
    const [row] = await tx
      .insert(schema.rateCards)
      .values({ ...card, createdBy: adminId, note: input.note ?? null })
      .returning();
    const changed = await recomputeListPrices(tx);
    return { message: ratesSavedMessage(changed), changed, card: toAdminRateCard(row!) };
  });
}

/** Every saved card, newest first. */
export async function rateHistory(db: Db, limit: number): Promise<AdminRateCard[]> {
  const rows = await db
    .select()
    .from(schema.rateCards)
    .orderBy(desc(schema.rateCards.effectiveFrom), desc(schema.rateCards.id))
    .limit(limit);
  return rows.map(toAdminRateCard);
}
