import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_GOLD_COLOUR,
  DEFAULT_KARAT,
  DEFAULT_PRODUCT_CLARITY,
  priceOf,
  rupeesToPaise,
  type Clarity,
  type GoldColour,
  type Karat,
  type PriceBreakdown,
  type PricingInput,
  type RateCard,
} from '@kanak/domain';
import { currentRateCardSql } from './rate-card.ts';
import { offers, products, type ProductStone } from './schema/index.ts';
import type { Db, Product } from './types.ts';

/** The options the list price is quoted at (ARCHITECTURE §4). */
export const LIST_PRICE_OPTIONS = {
  goldColour: DEFAULT_GOLD_COLOUR,
  karat: DEFAULT_KARAT,
  clarity: DEFAULT_PRODUCT_CLARITY,
  quantity: 1,
} as const;

/** Σ stone prices (rupees in the data) in paise, each rounded like `rupeesToPaise`. */
export function stonesPaiseOf(stones: readonly ProductStone[]): number {
  return stones.reduce((sum, stone) => sum + rupeesToPaise(Number(stone.price ?? 0)), 0);
}

type PricedProduct = Pick<
  Product,
  'metalWeightMg' | 'diamondWeightMct' | 'productIsDiamond' | 'stones' | 'priceMakingCharge' | 'gstPercent'
>;

/** What `priceOf` needs of a product row. Use this everywhere a product is priced. */
export function pricingInputOf(product: PricedProduct): PricingInput {
  return {
    metalWeightMg: product.metalWeightMg,
    diamondWeightMct: product.diamondWeightMct,
    isDiamond: product.productIsDiamond,
    stonesPaise: stonesPaiseOf(product.stones),
    makingCharge: product.priceMakingCharge,
    gstPercent: product.gstPercent,
  };
}

/** The list price breakdown computed in TypeScript; `list_price_paise` = unitTotalPaise. */
export function listPriceOf(product: PricedProduct, card: RateCard): PriceBreakdown {
  return priceOf(pricingInputOf(product), card, LIST_PRICE_OPTIONS);
}

/** `round_half_up(n / d)` for non-negative integers, as the domain's `divideHalfUp`. */
const halfUp = (n: SQL, d: number) => sql`((${n}) * 2 + ${sql.raw(String(d))}) / ${sql.raw(String(2 * d))}`;

/**
 * `priceOf` at LIST_PRICE_OPTIONS in SQL bigint arithmetic, one row per product with every part.
 * Stone prices go through float8 exactly as JavaScript numbers do (`Math.round(price * 100)`).
 */
function priceSelect(options: PriceAt, only: SQL | undefined) {
  const { goldColour, karat, clarity } = options;
  const gstOf = (subtotal: SQL) => halfUp(sql`${subtotal} * round(q.gst_percent * 100)::bigint`, 10000);
  return sql`
      SELECT q.id, a.gold, a.diamond, a.stones, a.making, d.making_disc, d.diamond_disc, d.offer_id, c.gst,
             ${halfUp(sql`b.subtotal + c.gst`, 100)} * 100 AS list_price
      FROM ${products} q
      CROSS JOIN (
        SELECT (card.gold -> ${goldColour}::text ->> ${karat}::text)::bigint AS gold_rate,
               (card.diamond ->> ${clarity}::text)::bigint AS diamond_rate
        FROM ${currentRateCardSql} card
      ) rc
      CROSS JOIN LATERAL (
        SELECT
          ${halfUp(sql`q.metal_weight_mg::bigint * rc.gold_rate`, 1000)} AS gold,
          CASE WHEN q.product_is_diamond
            THEN ${halfUp(sql`q.diamond_weight_mct::bigint * rc.diamond_rate`, 1000)} ELSE 0 END AS diamond,
          (SELECT coalesce(sum(floor(coalesce((s ->> 'price')::float8, 0) * 100 + 0.5)), 0)::bigint
             FROM jsonb_array_elements(q.stones) s) AS stones,
          ${halfUp(sql`q.metal_weight_mg::bigint * round(q.price_making_charge * 100000)::bigint`, 1000)} AS making
      ) a
      -- The best live automatic offer for the piece's category, as bestOfferPrice picks it: the lowest
      -- total, no offer on a tie with it, then the offer that ends first, then the lower id. Never stacked.
      CROSS JOIN LATERAL (
        SELECT o.making_disc, o.diamond_disc, o.offer_id
        FROM (
          SELECT 0::bigint AS making_disc, 0::bigint AS diamond_disc, NULL::integer AS offer_id, NULL::timestamptz AS ends_at
          UNION ALL
          SELECT ${halfUp(sql`a.making * off.making_discount_bp`, 10000)}, ${halfUp(sql`a.diamond * off.diamond_discount_bp`, 10000)}, off.id, off.ends_at
          FROM ${offers} off
          WHERE off.active AND off.code IS NULL AND off.min_order_paise IS NULL
            AND off.starts_at <= now() AND now() < off.ends_at
            AND (off.category_ids IS NULL OR jsonb_array_length(off.category_ids) = 0
                 OR off.category_ids @> to_jsonb(q.product_category_id))
        ) o
        CROSS JOIN LATERAL (SELECT a.gold + a.diamond + a.stones + a.making - o.making_disc - o.diamond_disc AS sub) t
        ORDER BY ${halfUp(sql`t.sub + ${gstOf(sql`t.sub`)}`, 100)}, o.offer_id IS NOT NULL, o.ends_at, o.offer_id
        LIMIT 1
      ) d
      CROSS JOIN LATERAL (SELECT a.gold + a.diamond + a.stones + a.making - d.making_disc - d.diamond_disc AS subtotal) b
      CROSS JOIN LATERAL (
        SELECT ${gstOf(sql`b.subtotal`)} AS gst
      ) c
      ${only ? sql`WHERE ${only}` : sql``}`;
}

/** The options a price is quoted at in SQL. */
export interface PriceAt {
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
}

/**
 * `(id, list_price)` of every product priced at `options` with the current card, as a subquery:
 * listings filtered by metal or purity price exactly at those options (paise, whole rupees).
 */
export function pricedAtSql(options: PriceAt): SQL {
  return sql`(SELECT pr.id, pr.list_price FROM (${priceSelect(options, undefined)}) pr)`;
}

function listPriceUpdate(only: SQL | undefined) {
  return sql`
    UPDATE ${products} AS p SET list_price_paise = calc.list_price
    FROM (${priceSelect(LIST_PRICE_OPTIONS, only)}) AS calc
    WHERE p.id = calc.id AND p.list_price_paise IS DISTINCT FROM calc.list_price
    RETURNING p.id`;
}

export interface ListPriceParts {
  id: number;
  goldPaise: number;
  diamondPaise: number;
  stonesPaise: number;
  makingPaise: number;
  /** The best live automatic offer's cut (0 and null without one). */
  makingDiscountPaise: number;
  diamondDiscountPaise: number;
  offerId: number | null;
  gstPaise: number;
  listPricePaise: number;
}

/** The SQL computation's parts per product (what the update would store), for checks and audits. */
export async function listPricePartsInSql(db: Db): Promise<ListPriceParts[]> {
  const result = await db.execute(priceSelect(LIST_PRICE_OPTIONS, undefined));
  // node-postgres returns bigint as text, PGlite as numbers: normalise.
  return result.rows.map((r) => ({
    id: Number(r.id),
    goldPaise: Number(r.gold),
    diamondPaise: Number(r.diamond),
    stonesPaise: Number(r.stones),
    makingPaise: Number(r.making),
    makingDiscountPaise: Number(r.making_disc),
    diamondDiscountPaise: Number(r.diamond_disc),
    offerId: r.offer_id === null || r.offer_id === undefined ? null : Number(r.offer_id),
    gstPaise: Number(r.gst),
    listPricePaise: Number(r.list_price),
  }));
}

/**
 * Recomputes `list_price_paise` of every product from the current rate card, in one statement.
 * Call after the rate card changes. Returns how many prices changed (0 when there is no card).
 */
export async function recomputeListPrices(db: Db): Promise<number> {
  const result = await db.execute<{ id: number }>(listPriceUpdate(undefined));
  return result.rows.length;
}

/** The same for one product; call after inserting or editing it. Returns whether it changed. */
export async function recomputeListPrice(db: Db, productId: number): Promise<boolean> {
  const result = await db.execute<{ id: number }>(listPriceUpdate(sql`q.id = ${productId}`));
  return result.rows.length > 0;
}
