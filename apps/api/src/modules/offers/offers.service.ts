import { isUniqueViolation, LIST_PRICE_OPTIONS, pricingInputOf, recomputeListPrices, type OfferRow } from '@kanak/db';
import { discountOf, isAutomaticOffer, isOfferLive, paiseToRupees, priceOf, rupeesToPaise, type OfferBody, type OfferView } from '@kanak/domain';
import { listCategories, productsInCategory } from '../catalog/catalog.repository.ts';
import { requireRateCard } from '../catalog/rate-card.ts';
import { notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from '../admin/audit.repository.ts';
import type { Actor } from '../admin/audit.ts';
import { deleteOffer, findOffer, insertOffer, listOffers, liveOffers, offerBoundaryPassed, toOfferRule, updateOffer } from './offers.repository.ts';

/*
 * The shop's offers (ARCHITECTURE §7). Every write re-prices the catalogue's list prices in its
 * own transaction (the rate change's path: the products' triggers tell every node's cache), and a
 * minute's check on each node re-prices when an offer starts or ends.
 */

export const OFFER_NOT_FOUND = 'Offer not found';
const CODE_TAKEN = 'Another offer already uses this code.';

export function toOfferView(row: OfferRow, now = new Date()): OfferView {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    making_discount_percent: row.makingDiscountBp / 100,
    diamond_discount_percent: row.diamondDiscountBp / 100,
    category_ids: row.categoryIds,
    min_order: row.minOrderPaise === null ? null : paiseToRupees(row.minOrderPaise),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    active: row.active,
    live: isOfferLive(toOfferRule(row), now),
  };
}

const valuesOf = (body: OfferBody) => ({
  title: body.title,
  code: body.code,
  makingDiscountBp: Math.round(body.making_discount_percent * 100),
  diamondDiscountBp: Math.round(body.diamond_discount_percent * 100),
  categoryIds: body.category_ids && body.category_ids.length > 0 ? [...new Set(body.category_ids)].sort((a, b) => a - b) : null,
  minOrderPaise: body.min_order ? rupeesToPaise(body.min_order) : null,
  startsAt: body.starts_at,
  endsAt: body.ends_at,
  active: body.active,
});

const codeTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'offers_code_unique')) throw unprocessable(CODE_TAKEN, { code: [CODE_TAKEN] });
  throw err;
};

export async function adminOffers(deps: Pick<ServiceDeps, 'database'>) {
  return { offers: (await listOffers(deps.database.db)).map((r) => toOfferView(r)) };
}

export async function createOffer(deps: Pick<ServiceDeps, 'database'>, actor: Actor, body: OfferBody) {
  const row = await deps.database.db
    .transaction(async (tx) => {
      const made = await insertOffer(tx, valuesOf(body));
      await recomputeListPrices(tx);
      await audit(tx, actor, 'offer_created', 'offer', made.id, { title: made.title });
      return made;
    })
    .catch(codeTaken);
  return { offer: toOfferView(row) };
}

export async function changeOffer(deps: Pick<ServiceDeps, 'database'>, actor: Actor, id: number, body: OfferBody) {
  const row = await deps.database.db
    .transaction(async (tx) => {
      const changed = await updateOffer(tx, id, valuesOf(body));
      if (!changed) throw notFound(OFFER_NOT_FOUND);
      await recomputeListPrices(tx);
      await audit(tx, actor, 'offer_changed', 'offer', id, { title: changed.title });
      return changed;
    })
    .catch(codeTaken);
  return { offer: toOfferView(row) };
}

export async function removeOffer(deps: Pick<ServiceDeps, 'database'>, actor: Actor, id: number) {
  await deps.database.db.transaction(async (tx) => {
    const found = await findOffer(tx, id);
    if (!found) throw notFound(OFFER_NOT_FOUND);
    // Another admin's deletion, waited for here, leaves nothing to delete: one deletion, one audit entry.
    if (!(await deleteOffer(tx, id))) throw notFound(OFFER_NOT_FOUND);
    await recomputeListPrices(tx);
    await audit(tx, actor, 'offer_deleted', 'offer', id, { title: found.title });
  });
  return { message: 'Offer deleted' };
}

/** How often each node looks for an offer that started or ended. */
export const OFFER_CHECK_INTERVAL_MS = 60_000;

/**
 * Re-prices the list prices when an offer started or ended since `since` (idempotent: nodes may
 * overlap). Answers the time to pass next.
 */
export async function repriceAtOfferBoundaries(deps: Pick<ServiceDeps, 'database'>, since: Date): Promise<Date> {
  const now = new Date();
  if (await offerBoundaryPassed(deps.database.db, since)) await recomputeListPrices(deps.database.db);
  return now;
}


/**
 * What a sample piece (the best seller of the offer's first category, or of the rings) would cost
 * at the list options under these terms, before and after: the admin's preview.
 */
export async function previewOffer(
  deps: Pick<ServiceDeps, 'database'>,
  body: { making_discount_percent: number; diamond_discount_percent: number; category_ids?: number[] | null | undefined },
) {
  const { db } = deps.database;
  const categoryIds = body.category_ids && body.category_ids.length > 0 ? body.category_ids : (await listCategories(db)).map((c) => c.id);
  let sample: Awaited<ReturnType<typeof productsInCategory>>[number] | undefined;
  for (const id of categoryIds) {
    [sample] = await productsInCategory(db, id);
    if (sample) break;
  }
  if (!sample) return { sample: null };
  const card = await requireRateCard(db);
  const input = pricingInputOf(sample.row);
  const before = priceOf(input, card, LIST_PRICE_OPTIONS);
  const after = priceOf(input, card, { ...LIST_PRICE_OPTIONS, discount: discountOf({ makingDiscountPercent: body.making_discount_percent, diamondDiscountPercent: body.diamond_discount_percent }) });
  return {
    sample: {
      product_id: sample.row.id,
      name: sample.row.name,
      original_total: paiseToRupees(before.unitTotalPaise),
      total: paiseToRupees(after.unitTotalPaise),
      making_discount: paiseToRupees(after.makingDiscountPaise ?? 0),
      diamond_discount: paiseToRupees(after.diamondDiscountPaise ?? 0),
    },
  };
}

/** The automatic offers running now (no code, no minimum), the one ending first first. */
export async function runningOffers(deps: Pick<ServiceDeps, 'database'>) {
  const live = (await liveOffers(deps.database.db)).filter(isAutomaticOffer);
  live.sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
  return {
    offers: live.map((o) => ({
      title: o.title ?? '',
      making_discount_percent: o.makingDiscountPercent,
      diamond_discount_percent: o.diamondDiscountPercent,
      category_ids: o.categoryIds && o.categoryIds.length > 0 ? [...o.categoryIds] : null,
      ends_at: o.endsAt.toISOString(),
    })),
  };
}
