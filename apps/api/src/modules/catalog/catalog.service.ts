import { MESSAGES, paiseToRupees, type FilterProductsQuery, type OfferRule, type PriceQuery, type RateCard } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { PricingInputs, ServiceDeps } from '../../service-deps.ts';
import { categoryExists, fetchProduct, filterProducts, listCarousel, listCategories, productsInCategory } from './catalog.repository.ts';
import { rateCardInRupees, toProductView } from './product-view.ts';
import { findRateCardRow, requireRateCard } from './rate-card.ts';
import { liveOffers } from '../offers/offers.repository.ts';
import { offerBadge, offerParts, offerPriceOf } from '../offers/offer-price.ts';
import { searchSql } from '../search/search.repository.ts';
import { readQuery, suggestionFor, type SearchSources } from '../search/search.service.ts';

type Deps = Pick<ServiceDeps, 'database'>;
/** Today's card, or 503 while there is none. */
export async function todaysRateCard(deps: Deps): Promise<RateCard> {
  return requireRateCard(deps.database.db);
}

/** The offers live now (automatic and coded); a piece's price still checks each one's window. */
export async function offersLiveNow(deps: Deps): Promise<readonly OfferRule[]> {
  return liveOffers(deps.database.db);
}

export async function categoriesList(deps: Deps) {
  return { data: await listCategories(deps.database.db) };
}

export async function carouselList(deps: Deps) {
  return { data: await listCarousel(deps.database.db) };
}

/**
 * One page of products matching the filters, priced with today's card. A name is searched as
 * shoppers type (search.service.ts): ranked by relevance in the featured order, and answered with
 * `did_you_mean` when it finds nothing.
 */
export async function productsPage(deps: Deps, inputs: PricingInputs, sources: SearchSources, q: FilterProductsQuery) {
  const { name, ...filters } = q;
  const read = name ? await readQuery(deps, sources, name) : undefined;
  // A name with no word in it ("%", "for her") is no search; words every piece answers ("gold", "18k")
  // list every piece; words the shop knows nothing of find nothing.
  const searching = read !== undefined && read.tokens.length > 0;
  const search = searching ? searchSql(read.plan) : undefined;
  const found = searching && !search && read.plan.everywhere.length === 0 ? { items: [], total: 0 } : undefined;
  const [card, { items, total }, live] = await Promise.all([
    inputs.card(),
    found ?? filterProducts(deps.database.db, filters, search),
    inputs.offers(),
  ]);
  const didYouMean =
    searching && total === 0
      ? await suggestionFor(deps, sources, read, async (plan) => {
          const again = searchSql(plan);
          return again !== undefined && (await filterProducts(deps.database.db, { ...filters, page: 1, per_page: 1 }, again)).total > 0;
        })
      : undefined;
  return {
    products: items.map((p) => toProductView(p.row, p.category, card, p.pricePaise, live)),
    meta: { total, page: q.page, per_page: q.per_page },
    ...(name ? { did_you_mean: didYouMean ?? null } : {}),
  };
}

export async function categoryProducts(deps: Deps, inputs: PricingInputs, id: number) {
  if (!(await categoryExists(deps.database.db, id))) throw notFound(MESSAGES.catalog.categoryNotFound);
  const [card, rows, live] = await Promise.all([inputs.card(), productsInCategory(deps.database.db, id), inputs.offers()]);
  return { data: rows.map((p) => toProductView(p.row, p.category, card, p.row.listPricePaise, live)) };
}

/** An active product with today's card and offers, or the contract's 404. */
async function pricedProduct(deps: Deps, inputs: PricingInputs, id: number) {
  const [card, found, live] = await Promise.all([inputs.card(), fetchProduct(deps.database.db, id), inputs.offers()]);
  if (!found) throw notFound(MESSAGES.catalog.productNotFound);
  return { card, found, live };
}

export async function productDetail(deps: Deps, inputs: PricingInputs, id: number) {
  const { card, found, live } = await pricedProduct(deps, inputs, id);
  return { data: toProductView(found.row, found.category, card, found.row.listPricePaise, live) };
}

/** The price breakdown of a product at the chosen options (ARCHITECTURE §4). */
export async function productPrice(deps: Deps, inputs: PricingInputs, id: number, q: PriceQuery) {
  const { card, found, live } = await pricedProduct(deps, inputs, id);
  const { price: p, offer } = offerPriceOf(found.row, card, { goldColour: q.gold_type, karat: q.gold_carat, clarity: q.diamond_clarity, quantity: q.quantity }, live);
  return {
    gold_price: paiseToRupees(p.goldPaise),
    diamond_price: paiseToRupees(p.diamondPaise),
    stones_price: paiseToRupees(p.stonesPaise),
    making_charge: paiseToRupees(p.makingPaise),
    gst_amount: paiseToRupees(p.gstPaise),
    unit_price: paiseToRupees(p.unitTotalPaise),
    quantity: p.quantity,
    totalPrice: paiseToRupees(p.lineTotalPaise),
    ...offerParts(p),
    offer: offerBadge(offer),
  };
}

/** Today's rates in rupees with the date they took effect. */
export async function currentRates(deps: Deps) {
  const row = await findRateCardRow(deps.database.db);
  if (!row) throw notFound(MESSAGES.catalog.noRateCard);
  const rupees = rateCardInRupees(row);
  return {
    data: { gold_price: rupees.gold, diamond_price: rupees.diamond, effective_from: row.effectiveFrom.toISOString() },
  };
}
