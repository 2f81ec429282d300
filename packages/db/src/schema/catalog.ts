import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { BuyRates, RateCard } from '@kanak/domain';
import { createdAt, paise, timestampTz, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A stone of a piece (SPEC §3 other_info_point2); `price` in rupees. */
export interface ProductStone {
  name: string;
  weight: number;
  price: number;
}

/**
 * Categories keep the spec's fixed ids (Rings 24, Pendants 20, Earrings 21, Necklaces 18,
 * Bracelets 19), inserted explicitly; ids generated for new categories start at 100 so they never
 * collide with those.
 */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  name: text('name').notNull().unique('categories_name_unique'),
  /** Media URLs. */
  image: jsonb('image').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Media URLs; the per-colour lists below follow SPEC §3. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    productPinkImages: jsonb('product_pink_images').$type<string[]>().notNull().default([]),
    productYellowImages: jsonb('product_yellow_images').$type<string[]>().notNull().default([]),
    productWhiteImages: jsonb('product_white_images').$type<string[]>().notNull().default([]),
    productVideo: text('product_video'),
    productCategoryId: integer('product_category_id')
      .notNull()
      .references(() => categories.id),
    productCode: text('product_code').notNull().unique('products_product_code_unique'),
    /** Millimetres. */
    prodheight: numeric('prodheight', { precision: 10, scale: 2, mode: 'number' }),
    /** Gross weight of the piece in grams (display only; pricing uses metal_weight_mg). */
    prodweight: numeric('prodweight', { precision: 10, scale: 3, mode: 'number' }),
    /** Millimetres. */
    prodWidth: numeric('prod_width', { precision: 10, scale: 2, mode: 'number' }),
    productDimensions: text('product_dimensions'),
    metalWeightMg: integer('metal_weight_mg').notNull(),
    diamondWeightMct: integer('diamond_weight_mct').notNull().default(0),
    diamondCount: integer('diamond_count').notNull().default(0),
    diamondShape: text('diamond_shape'),
    productIsDiamond: boolean('product_is_diamond').notNull().default(false),
    /** Thousands of rupees per gram of metal (default 4 = ₹4,000/g). */
    priceMakingCharge: numeric('price_making_charge', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(4),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(3),
    isRing: boolean('is_ring').notNull().default(false),
    ringSizes: jsonb('ring_sizes').$type<number[]>().notNull().default([]),
    hasStone: boolean('has_stone').notNull().default(false),
    /** Carats. */
    stoneWeight: numeric('stone_weight', { precision: 10, scale: 3, mode: 'number' }),
    stones: jsonb('stones').$type<ProductStone[]>().notNull().default([]),
    /** Extra keys of other_info_point1..3 that have no column of their own. */
    otherInfo: jsonb('other_info').$type<Record<string, unknown>>().notNull().default({}),
    type: text('type'),
    metalType: text('metal_type'),
    karat: text('karat'),
    bestSeller: boolean('best_seller').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Price at the defaults (ARCHITECTURE §4); maintained by `recomputeListPrices`. */
    listPricePaise: paise('list_price_paise').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.productCategoryId),
    // The listings' pages (catalog.repository.ts filterProducts) read only these indexes: id, list
    // price and the order they sort by, for active pieces (decision 034).
    index('products_listing_featured_idx')
      .on(t.bestSeller.desc().nullsFirst(), t.id, t.listPricePaise)
      .where(sql`${t.isActive}`),
    index('products_listing_category_idx')
      .on(t.productCategoryId, t.bestSeller.desc().nullsFirst(), t.id, t.listPricePaise)
      .where(sql`${t.isActive}`),
    index('products_listing_price_idx').on(t.listPricePaise, t.id).where(sql`${t.isActive}`),
    index('products_best_seller_idx').on(t.id).where(sql`${t.bestSeller}`),
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
    check('products_weights_non_negative', sql`${t.metalWeightMg} >= 0 AND ${t.diamondWeightMct} >= 0 AND ${t.diamondCount} >= 0`),
    check('products_making_charge_non_negative', sql`${t.priceMakingCharge} >= 0`),
    check('products_gst_percent_range', sql`${t.gstPercent} >= 0 AND ${t.gstPercent} <= 100`),
    check('products_list_price_non_negative', sql`${t.listPricePaise} >= 0`),
    check('products_stones_array', sql`jsonb_typeof(${t.stones}) = 'array'`),
  ],
);

/** Rate card history; the current card is the newest row in effect (see `currentRateCard`). */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    /** Paise per gram, by colour and karat. */
    gold: jsonb('gold').$type<RateCard['gold']>().notNull(),
    /** Paise per carat, by clarity label. */
    diamond: jsonb('diamond').$type<RateCard['diamond']>().notNull(),
    /** What the shop pays for a customer's old gold, paise per gram by karat (issue 39); null on older cards. */
    buyGold: jsonb('buy_gold').$type<BuyRates>(),
    effectiveFrom: timestampTz('effective_from').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('rate_cards_effective_from_idx').on(t.effectiveFrom, t.id)],
);

export const homeCarousel = pgTable('home_carousel', {
  id: serial('id').primaryKey(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});
