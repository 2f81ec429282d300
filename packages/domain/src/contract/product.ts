import { z } from 'zod';
import {
  CLARITIES,
  DEFAULT_PRODUCT_SORT,
  GOLD_COLOURS,
  KARATS,
  LISTING_PAGE_SIZE,
  MAX_QUANTITY,
  MIN_QUANTITY,
  PRODUCT_SORTS,
} from '../catalog.ts';

/** Rupees per gram by colour and karat, and per carat by clarity: today's card (ARCHITECTURE §4). */
const perKarat = z.object({ '14k': z.number(), '18k': z.number() });
export const goldPriceSchema = z.object({ rose_gold: perKarat, white_gold: perKarat, yellow_gold: perKarat });
export const diamondPriceSchema = z.object(
  Object.fromEntries(CLARITIES.map((c) => [c, z.number()])) as Record<(typeof CLARITIES)[number], z.ZodNumber>,
);

export const stoneSchema = z.object({ name: z.string(), weight: z.number(), price: z.number() });

/** A product as the API returns it: every field of SPEC §3's Product, plus `price` and `category`. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  product_pink_images: z.array(z.string()),
  product_yellow_images: z.array(z.string()),
  product_white_images: z.array(z.string()),
  product_video: z.string().nullable(),
  product_category_id: z.number().int(),
  product_code: z.string(),
  prodheight: z.number().nullable(),
  prodweight: z.number().nullable(),
  prod_width: z.number().nullable(),
  product_dimensions: z.string().nullable(),
  /** Grams. */
  metal_weight: z.number(),
  /** Carats. */
  diamond_weight: z.number(),
  diamond_count: z.number().int(),
  diamond_shape: z.string().nullable(),
  product_is_diamond: z.boolean(),
  gold_price: goldPriceSchema,
  diamond_price: diamondPriceSchema,
  price_making_charge: z.number(),
  gst: z.number(),
  ring: z.boolean(),
  ring_sizes: z.array(z.number().int()),
  stone: z.boolean(),
  stone_weight: z.number().nullable(),
  other_info_point1: z.object({ isRing: z.boolean() }),
  other_info_point2: z.object({ stones: z.array(stoneSchema) }),
  other_info_point3: z.object({ prod_width: z.number().nullable() }),
  type: z.string().nullable(),
  metal_type: z.string().nullable(),
  karat: z.string().nullable(),
  /** The first image, for lists. */
  img: z.string().nullable(),
  /** Gold value of the piece at the defaults, in rupees. */
  total_gold_amount: z.number(),
  best_seller: z.boolean(),
  /** List price in rupees: the price at rose gold, 14k, VS-SI GH, quantity 1 — or at the filter's metal and purity. */
  price: z.number(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** The automatic offer pricing this piece now (its ribbon), or null (ARCHITECTURE §7). */
  offer: z
    .object({ title: z.string(), making_discount_percent: z.number(), diamond_discount_percent: z.number(), ends_at: z.string() })
    .nullable()
    .optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productResponseSchema = z.object({ data: productSchema });
export const productListResponseSchema = z.object({ data: z.array(productSchema) });

const perPage = z.coerce.number().int().min(1).max(100).default(LISTING_PAGE_SIZE);
const amount = z.coerce.number().int().min(0).max(100_000_000);

/** `GET filter-products` parameters (ARCHITECTURE §5) plus `sort`. */
export const filterProductsQuerySchema = z
  .object({
    fav_product: z.enum(['Y', 'N']).optional(),
    name: z.string().trim().max(100).optional(),
    max_amount: amount.optional(),
    min_amount: amount.optional(),
    category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    metal: z.enum(GOLD_COLOURS).optional(),
    gold_purity: z.enum(KARATS).optional(),
    sort: z.enum(PRODUCT_SORTS).default(DEFAULT_PRODUCT_SORT),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: perPage,
  })
  .refine((q) => q.min_amount === undefined || q.max_amount === undefined || q.min_amount <= q.max_amount, {
    message: 'min_amount must not exceed max_amount',
    path: ['min_amount'],
  });
export type FilterProductsQuery = z.infer<typeof filterProductsQuerySchema>;

export const filterProductsResponseSchema = z.object({
  products: z.array(productSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
  /** With a `name` that found nothing: the nearest search that finds something, else null (issue 19). */
  did_you_mean: z.string().nullable().optional(),
});
export type FilterProductsResponse = z.infer<typeof filterProductsResponseSchema>;

/** `GET products/{id}/price` parameters; defaults are the product page's (SPEC §3). */
export const priceQuerySchema = z.object({
  gold_type: z.enum(GOLD_COLOURS).default('rose_gold'),
  gold_carat: z.enum(KARATS).default('14k'),
  diamond_clarity: z.enum(CLARITIES).default('VS-SI GH'),
  quantity: z.coerce.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY).default(1),
});
export type PriceQuery = z.infer<typeof priceQuerySchema>;

/** The price breakdown entity (SPEC §3) in rupees; parts are per piece, `totalPrice` for the quantity. */
export const priceBreakdownSchema = z.object({
  gold_price: z.number(),
  diamond_price: z.number(),
  stones_price: z.number(),
  making_charge: z.number(),
  gst_amount: z.number(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  totalPrice: z.number().int(),
  /** An automatic offer's cut per piece (0 without one) and the line's price without it (ARCHITECTURE §7). */
  making_discount: z.number(),
  diamond_discount: z.number(),
  original_total: z.number().int(),
  offer: z
    .object({ title: z.string(), making_discount_percent: z.number(), diamond_discount_percent: z.number(), ends_at: z.string() })
    .nullable(),
});
export type PriceBreakdownResponse = z.infer<typeof priceBreakdownSchema>;

export const ratesResponseSchema = z.object({
  data: z.object({
    gold_price: goldPriceSchema,
    diamond_price: diamondPriceSchema,
    effective_from: z.string(),
  }),
});
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

const ID_MESSAGE = 'The id must be a whole number.';
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});
