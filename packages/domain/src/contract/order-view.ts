import { z } from 'zod';
import { CLARITIES, GOLD_COLOURS, KARATS } from '../catalog.ts';
import { LEDGER_KINDS, LEDGER_STATUSES } from '../ledger.ts';
import { ORDER_STATUSES, PRODUCTION_STAGES } from '../order-states.ts';
import { designSchema, orderPhotoSchema } from './designs.ts';

/*
 * An order as the API shows it (SPEC §3 plus ARCHITECTURE §5, §7, §9): the locked items with their
 * offer, the ledger, the discount and the finished weight. Re-exported by contract/orders.ts.
 */

const orderAddressSchema = z.object({
  recipient_name: z.string(),
  address: z.string(),
  area: z.string(),
  state: z.string(),
  pincode: z.string(),
  mobile: z.string(),
  landmark: z.string(),
});

const imagesByColour = z.object({ rose_gold: z.array(z.string()), white_gold: z.array(z.string()), yellow_gold: z.array(z.string()) });

/** One ordered line as locked at creation (ARCHITECTURE §4 price lock). Rupees, grams, carats. */
export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  images: imagesByColour,
  quantity: z.number().int(),
  gold_type: z.enum(GOLD_COLOURS),
  gold_carat: z.enum(KARATS),
  diamond_clarity: z.enum(CLARITIES),
  ring_size: z.number().int().nullable(),
  metal_weight: z.number(),
  diamond_weight: z.number(),
  unit_price: z.number(),
  line_total: z.number(),
  /** Hallmark unique ids of the finished pieces, one per piece once dispatched. */
  huids: z.array(z.string()),
  /** The price parts of the line; an offer's cut before GST, and the line's total without it. */
  breakdown: z.object({
    gold_price: z.number(),
    diamond_price: z.number(),
    stones_price: z.number(),
    making_charge: z.number(),
    gst_amount: z.number(),
    making_discount: z.number(),
    diamond_discount: z.number(),
    original_total: z.number(),
  }),
  /** The offer that priced the line (a code, or an automatic offer when `code` is null). */
  offer: z.object({ title: z.string(), code: z.string().nullable() }).nullable(),
  /** Grams of metal of this piece as finished (the order's finished weight shared out), once recorded. */
  finished_metal_weight: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** What an offer took off the order: the code used (null for an automatic offer) and the saving. */
export const orderDiscountSchema = z.object({
  code: z.string().nullable(),
  title: z.string().nullable(),
  making_discount: z.number(),
  diamond_discount: z.number(),
  original_total: z.number(),
  saving: z.number(),
});

/** The finished weight the shop recorded and what it did to the price, at the rates locked (ARCHITECTURE §4). */
export const finishedWeightSchema = z.object({
  metal_weight: z.number(),
  ordered_metal_weight: z.number(),
  diamond_weight: z.number().nullable(),
  ordered_diamond_weight: z.number(),
  /** The total at the ordered weight, and the change the finished weight made to it (signed rupees). */
  ordered_total: z.number(),
  change: z.number(),
  recorded_at: z.string().nullable(),
});

/** SPEC §3's `cart_items` of an order, built from the snapshot so it survives the cart. */
export const orderCartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    images: z.array(z.string()),
    product_pink_images: z.array(z.string()),
    product_white_images: z.array(z.string()),
    product_yellow_images: z.array(z.string()),
    metal_weight: z.number(),
    diamond_weight: z.number(),
  }),
  quantity: z.number().int(),
  gold_type: z.enum(GOLD_COLOURS),
  gold_carat: z.enum(KARATS),
  diamond_clarity: z.enum(CLARITIES),
  ring_size: z.number().int().nullable(),
  totalPrice: z.number(),
});

/**
 * One movement of the order's money (ARCHITECTURE §7): money in once captured, a refund from the
 * moment it is decided. `reference` is the provider's payment or refund id; a refund carries the
 * date it is expected to reach the customer; `note` says why (a superseded request, a cancel).
 */
export const ledgerEntrySchema = z.object({
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  status: z.enum(LEDGER_STATUSES),
  reference: z.string().nullable(),
  created_at: z.string(),
  expected_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

/** SPEC §3 "Order" plus status, production stage and the locked items (ARCHITECTURE §5). */
export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  production_stage: z.enum(PRODUCTION_STAGES).nullable(),
  cart_ids: z.array(z.number().int()),
  address_id: z.number().int(),
  total_price: z.number(),
  first_payment_amount: z.number(),
  first_payment_amount_status: z.string().nullable(),
  first_payment_msg: z.string().nullable(),
  first_payment_transaction_id: z.string().nullable(),
  balance_amount: z.number(),
  second_payment_transaction_id: z.string().nullable(),
  second_payment_amount: z.number().nullable(),
  second_payment_amount_status: z.string().nullable(),
  second_payment_msg: z.string().nullable(),
  order_message: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  pan_image: z.string().nullable(),
  other_document_image: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  address: orderAddressSchema,
  /** Courier and tracking once dispatched (SPEC §2 FAQ: a tracking number is given on shipment). */
  shipment: z
    .object({
      courier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      dispatched_at: z.string().nullable(),
      delivered_at: z.string().nullable(),
      /** The courier's tracking page for this parcel, from its URL template; null for an unknown courier. */
      tracking_url: z.string().nullable(),
    })
    .nullable(),
  /** Derived from the ledger in one place (ARCHITECTURE §7). */
  amount_paid: z.number(),
  amount_refunded: z.number(),
  amount_due: z.number(),
  ledger: z.array(ledgerEntrySchema),
  /**
   * ISO date: the advance's date plus 15 working days, plus the working days the order waited on
   * the customer's design approval (`design_wait_working_days`); null until the advance is paid.
   */
  delivery_by: z.string().nullable(),
  /** Working days added to `delivery_by` while designs waited for the customer (ARCHITECTURE §10). */
  design_wait_working_days: z.number().int(),
  /** "Delivery moved by N working days while the design waited for your approval."; null when none. */
  delivery_note: z.string().nullable(),
  /** Design rounds, oldest first (round 1, 2, …); the last one is the latest. */
  designs: z.array(designSchema),
  /** How many design rounds the order may have (`DESIGN_ROUNDS`). */
  design_rounds_max: z.number().int(),
  /** Photos from the bench, oldest first, each under its production stage. */
  photos: z.array(orderPhotoSchema),
  items: z.array(orderItemSchema),
  cart_items: z.array(orderCartItemSchema),
  /** The offer's cut of the order, with the code used; null without an offer. */
  discount: orderDiscountSchema.nullable(),
  finished_weight: finishedWeightSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;
