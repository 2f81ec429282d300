import { z } from 'zod';
import { CLARITIES, GOLD_COLOURS, KARATS, MAX_RING_SIZE, MIN_RING_SIZE } from '../catalog.ts';
import { ORDER_STATUSES, PRODUCTION_STAGES } from '../order-states.ts';
import { WEIGHT_VARIATION_PERCENT } from '../rules.ts';
import { diamondPriceSchema, goldPriceSchema, productSchema, stoneSchema } from './product.ts';
import { orderSchema } from './orders.ts';

/*
 * The admin area's API (issue 7; ARCHITECTURE §5 "Admin"). Rupees, grams and carats on the wire,
 * as everywhere else; every route lives under /api/admin and refuses customers with 403.
 */

/** Texts the admin routes answer with. */
export const ADMIN_MESSAGES = {
  categoryExists: 'A category with this name exists.',
  productCodeExists: 'A product with this code exists.',
  categoryMissing: 'Please choose an existing category.',
  weightOutOfRange: `The finished weight must be within ${WEIGHT_VARIATION_PERCENT}% of the ordered weight.`,
  refundExceedsPaid: 'Refund exceeds the amount paid.',
  nothingToRefund: 'Nothing has been paid on this order.',
  notInProduction: 'This order is not in production.',
  cannotDispatch: 'Only an order whose balance is paid can be dispatched.',
  cannotDeliver: 'Only a dispatched order can be marked delivered.',
  huidMissing: 'Please enter one HUID for each piece of the order.',
  huidFormat: 'A HUID is 6 letters or digits.',
  badImage: 'Please upload a JPEG, PNG or WebP image.',
  badVideo: 'Please upload an MP4 video.',
  imageTooLarge: 'Please upload an image of 8 MB or less.',
  videoTooLarge: 'Please upload a video of 30 MB or less.',
  noFiles: 'Please choose a file to upload.',
  mediaNotFound: 'That file is not on this product.',
  productCreated: 'Product created',
  saved: 'Saved.',
} as const;

/** Upload limits of the media pipeline. */
export const ADMIN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const ADMIN_VIDEO_MAX_BYTES = 30 * 1024 * 1024;

/** 'Rates saved. 3 product prices changed.' */
export function ratesSavedMessage(changed: number): string {
  return `Rates saved. ${changed} product price${changed === 1 ? '' : 's'} changed.`;
}

const money = z.number({ error: 'Please enter a rate.' }).finite().positive('Every rate must be more than zero.').max(100_000_000);
const perKaratInput = z.object({ '14k': money, '18k': money });
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(25);
const searchText = z.string().trim().max(100).optional();
const idNumber = z.number().int().positive().max(2_147_483_647);
const pageMeta = z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

// ---- Rate card -----------------------------------------------------------------------------

/** PUT admin/rates: gold per gram by colour × karat and diamond per carat by clarity, rupees. */
export const updateRatesRequestSchema = z.object({
  gold: z.object({ rose_gold: perKaratInput, white_gold: perKaratInput, yellow_gold: perKaratInput }),
  diamond: z.object(Object.fromEntries(CLARITIES.map((c) => [c, money])) as Record<(typeof CLARITIES)[number], typeof money>),
  note: z.string().trim().max(500).optional(),
});
export type UpdateRatesRequest = z.infer<typeof updateRatesRequestSchema>;

export const adminRateCardSchema = z.object({
  id: z.number().int(),
  gold_price: goldPriceSchema,
  diamond_price: diamondPriceSchema,
  effective_from: z.string(),
  note: z.string().nullable(),
  created_by: z.number().int().nullable(),
});
export type AdminRateCard = z.infer<typeof adminRateCardSchema>;

export const adminRatesResponseSchema = z.object({ data: adminRateCardSchema.nullable() });
export const updateRatesResponseSchema = z.object({ message: z.string(), changed: z.number().int(), card: adminRateCardSchema });
export type UpdateRatesResponse = z.infer<typeof updateRatesResponseSchema>;
export const rateHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(365).default(30) });
export const rateHistoryResponseSchema = z.object({ data: z.array(adminRateCardSchema) });

// ---- Products ------------------------------------------------------------------------------

const optionalNumber = z.number().finite().nonnegative().nullable().optional();
const optionalText = z.string().trim().max(200).nullable().optional();

/** POST admin/products: every SPEC §3 field an admin types; prices come from the rate card. */
/**
 * POST admin/products: every SPEC §3 field an admin types; prices come from the rate card. Fields
 * left out take the database's defaults (making charge 4, GST 3%, active), and on PUT stay as
 * they are: no zod defaults here, or a partial update would reset them.
 */
export const adminProductInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(200),
  description: z.string().trim().max(5000).optional(),
  product_category_id: idNumber,
  product_code: z.string().trim().min(1, 'Please enter a product code.').max(60),
  prodheight: optionalNumber,
  prodweight: optionalNumber,
  prod_width: optionalNumber,
  product_dimensions: optionalText,
  /** Grams. */
  metal_weight: z.number().finite().positive('Please enter the metal weight in grams.').max(10_000),
  /** Carats. */
  diamond_weight: z.number().finite().nonnegative().max(1_000).optional(),
  diamond_count: z.number().int().nonnegative().max(10_000).optional(),
  diamond_shape: optionalText,
  product_is_diamond: z.boolean().optional(),
  price_making_charge: z.number().finite().nonnegative().max(1_000).optional(),
  gst: z.number().finite().min(0).max(100).optional(),
  ring: z.boolean().optional(),
  ring_sizes: z.array(z.number().int().min(MIN_RING_SIZE).max(MAX_RING_SIZE)).max(20).optional(),
  stone: z.boolean().optional(),
  stone_weight: optionalNumber,
  stones: z.array(stoneSchema.extend({ name: z.string().trim().min(1).max(100), weight: z.number().nonnegative(), price: z.number().nonnegative() })).max(50).optional(),
  type: optionalText,
  metal_type: optionalText,
  karat: optionalText,
  best_seller: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type AdminProductInput = z.infer<typeof adminProductInputSchema>;
/** PUT admin/products/{id}: any subset of the fields. */
export const adminProductUpdateSchema = adminProductInputSchema.partial();
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

export const adminProductSchema = productSchema.extend({ is_active: z.boolean() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponseSchema = z.object({ data: adminProductSchema });
export const adminProductsQuerySchema = z.object({
  q: searchText,
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page,
  per_page: perPage,
});
export const adminProductsResponseSchema = z.object({ data: z.array(adminProductSchema), meta: pageMeta });

/** Which image list an upload joins; `all` adds it to every colour. */
export const MEDIA_COLOURS = [...GOLD_COLOURS, 'all'] as const;
export const mediaColourSchema = z.enum(MEDIA_COLOURS);
export const deleteMediaRequestSchema = z.object({ url: z.string().min(1).max(500) });

// ---- Categories and carousel ---------------------------------------------------------------

export const adminCategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(100),
  sort_order: z.number().int().min(0).max(10_000).optional(),
});
export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.array(z.string()),
  sort_order: z.number().int(),
  product_count: z.number().int(),
});
export const adminCategoriesResponseSchema = z.object({ data: z.array(adminCategorySchema) });
export const adminCategoryResponseSchema = z.object({ data: adminCategorySchema });

export const adminCarouselItemSchema = z.object({
  id: z.number().int(),
  images: z.array(z.string()),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export const adminCarouselResponseSchema = z.object({ data: z.array(adminCarouselItemSchema) });
export const carouselReorderSchema = z.object({ ids: z.array(idNumber).min(1).max(100) });
export const carouselToggleSchema = z.object({ is_active: z.boolean() });

// ---- Orders --------------------------------------------------------------------------------

export const adminCustomerRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
});

export const adminOrdersQuerySchema = z.object({ status: z.enum(ORDER_STATUSES).optional(), q: searchText, page, per_page: perPage });
export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  production_stage: z.enum(PRODUCTION_STAGES).nullable(),
  total_price: z.number(),
  balance_amount: z.number(),
  paid_amount: z.number(),
  items_count: z.number().int(),
  customer: adminCustomerRefSchema,
  created_at: z.string(),
});
export const adminOrdersResponseSchema = z.object({ data: z.array(adminOrderSummarySchema), meta: pageMeta });

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['advance', 'balance']),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  amount: z.number(),
  status: z.enum(['created', 'paid', 'failed']),
  created_at: z.string(),
});
export const adminRefundSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
  provider_refund_id: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

/** The order as the customer sees it plus what only the shop records. */
export const adminOrderSchema = orderSchema.extend({
  ordered_metal_weight: z.number(),
  ordered_diamond_weight: z.number(),
  finished_metal_weight: z.number().nullable(),
  finished_diamond_weight: z.number().nullable(),
  weight_adjusted_at: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  dispatched_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  huids: z.record(z.string(), z.array(z.string())),
});
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  customer: adminCustomerRefSchema,
  payments: z.array(adminPaymentSchema),
  refunds: z.array(adminRefundSchema),
  /** Paid less refunded (processed or pending), rupees. */
  paid_amount: z.number(),
  refunded_amount: z.number(),
  refundable_amount: z.number(),
  /** Authenticated, audited URLs of the identity documents (ARCHITECTURE §4). */
  documents: z.object({ pan: z.string().nullable(), other_document: z.string().nullable() }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderActionResponseSchema = adminOrderDetailSchema.extend({ message: z.string() });

export const orderStageRequestSchema = z.object({ stage: z.enum(PRODUCTION_STAGES) });
export const finishedWeightRequestSchema = z.object({
  /** Grams, the whole order's metal as weighed. */
  metal_weight: z.number().finite().positive().max(100_000),
  /** Carats; omitted means as ordered. */
  diamond_weight: z.number().finite().nonnegative().max(10_000).optional(),
});

/** BIS hallmark unique id: 6 letters or digits. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
const huid = z.string().trim().toUpperCase().regex(HUID_PATTERN, ADMIN_MESSAGES.huidFormat);
export const dispatchRequestSchema = z.object({
  courier: z.string().trim().min(1, 'Please enter the courier.').max(100),
  tracking_number: z.string().trim().min(1, 'Please enter the tracking number.').max(100),
  /** order item id → its HUID, or one HUID per piece when the line's quantity is above 1. */
  huids: z.record(z.string().regex(/^\d+$/), z.union([huid, z.array(huid).min(1).max(5)])),
});
export type DispatchRequest = z.infer<typeof dispatchRequestSchema>;
export const adminCancelRequestSchema = z.object({ reason: z.string().trim().min(1, 'Please give a reason.').max(500) });
export const refundRequestSchema = z.object({
  /** Rupees; omitted = everything still refundable. */
  amount: z.number().finite().positive().max(100_000_000).optional(),
  idempotency_key: z.string().trim().min(8).max(100),
  reason: z.string().trim().max(500).optional(),
});

// ---- Customers, requests, dashboard --------------------------------------------------------

export const adminCustomersQuerySchema = z.object({ q: searchText, page, per_page: perPage });
export const adminCustomerSchema = adminCustomerRefSchema.extend({
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  orders_count: z.number().int(),
  created_at: z.string(),
});
export const adminCustomersResponseSchema = z.object({ data: z.array(adminCustomerSchema), meta: pageMeta });
export const adminCustomerDetailSchema = z.object({
  data: adminCustomerSchema.extend({
    orders: z.array(adminOrderSummarySchema.omit({ customer: true })),
    addresses: z.array(
      z.object({
        id: z.number().int(),
        recipient_name: z.string(),
        landmark: z.string(),
        mobile: z.string(),
        pincode: z.string(),
        state: z.string(),
        area: z.string(),
        address: z.string(),
        deleted: z.boolean(),
      }),
    ),
  }),
});

export const REQUEST_STATUSES = ['new', 'contacted', 'quoted', 'closed'] as const;
export const adminRequestsQuerySchema = z.object({
  kind: z.enum(['customize', 'bulk']).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
});
export const requestStatusSchema = z.object({ status: z.enum(REQUEST_STATUSES) });

export const dashboardResponseSchema = z.object({
  orders_by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  advance_collected: z.number(),
  balance_collected: z.number(),
  refunded: z.number(),
  due_for_dispatch: z.number().int(),
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  gold_rate_history: z.array(z.object({ date: z.string(), rate: z.number() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** The karat and colour the dashboard charts (the usual newspaper rate). */
export const DASHBOARD_RATE = { colour: 'yellow_gold', karat: '18k' } as const satisfies {
  colour: (typeof GOLD_COLOURS)[number];
  karat: (typeof KARATS)[number];
};
