import { z } from 'zod';
import {
  CLARITIES,
  DEFAULT_CART_CLARITY,
  GOLD_COLOURS,
  KARATS,
  MAX_QUANTITY,
  MAX_RING_SIZE,
  MIN_QUANTITY,
  MIN_RING_SIZE,
} from '../catalog.ts';
import { MESSAGES } from '../messages.ts';
import { productSchema } from './product.ts';

/*
 * Cart requests and answers (SPEC §3 "Cart item", §5 "Cart and save", §7; ARCHITECTURE §5).
 * Objects strip unknown keys: the `user_id` SPEC's client sends is dropped; the session decides.
 */

const { cart } = MESSAGES;
const INT32_MAX = 2_147_483_647;

/** Forms send '' for an unset field; null and '' both mean "not given". */
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

const quantityField = z.coerce
  .number({ error: cart.quantity })
  .int(cart.quantity)
  .min(MIN_QUANTITY, cart.quantity)
  .max(MAX_QUANTITY, cart.quantity);

/** POST cart. Clarity defaults to SI-I IJ when absent (SPEC §3 defaults, ARCHITECTURE §4). */
export const addToCartRequestSchema = z.object({
  product_id: z.coerce
    .number({ error: cart.product })
    .int(cart.product)
    .positive(cart.product)
    .max(INT32_MAX, cart.product),
  quantity: z.preprocess(blankAsAbsent, quantityField.default(MIN_QUANTITY)),
  gold_type: z.enum(GOLD_COLOURS, { error: cart.goldColour }),
  gold_carat: z.enum(KARATS, { error: cart.karat }),
  diamond_clarity: z.preprocess(
    blankAsAbsent,
    z.enum(CLARITIES, { error: cart.clarity }).default(DEFAULT_CART_CLARITY),
  ),
  /** Rings only, and one of the product's sizes; checked against the product by the API. */
  ring_size: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: cart.ringSize })
      .int(cart.ringSize)
      .min(MIN_RING_SIZE, cart.ringSize)
      .max(MAX_RING_SIZE, cart.ringSize)
      .optional(),
  ),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;
export type AddToCartFields = z.output<typeof addToCartRequestSchema>;

/** POST cart/update/{id}. */
export const updateCartRequestSchema = z.object({ quantity: quantityField });

/** One piece's price parts in rupees (per piece; SPEC §3 "Price breakdown"). */
export const cartBreakdownSchema = z.object({
  gold_price: z.number(),
  diamond_price: z.number(),
  stones_price: z.number(),
  making_charge: z.number(),
  gst_amount: z.number(),
  /** An automatic offer's cut per piece (0 without one); GST is on what is left. */
  making_discount: z.number(),
  diamond_discount: z.number(),
});

/** A cart line (SPEC §3 "Cart item") priced on today's rate card. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: productSchema,
  quantity: z.number().int(),
  gold_type: z.enum(GOLD_COLOURS),
  gold_carat: z.enum(KARATS),
  diamond_clarity: z.enum(CLARITIES),
  ring_size: z.number().int().nullable(),
  /** One piece in whole rupees. */
  unit_price: z.number().int(),
  breakdown: cartBreakdownSchema,
  /** unit_price × quantity. */
  totalPrice: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** GET view-cart and every cart change: the whole cart; `count` is the number of lines. */
export const cartResponseSchema = z.object({
  data: z.array(cartLineSchema),
  /** Σ totalPrice in rupees. */
  total_price: z.number().int(),
  count: z.number().int(),
  /** The code applied to the cart (POST cart/coupon), whether it applies now, and what it saves. */
  coupon: z
    .object({ code: z.string(), title: z.string(), applied: z.boolean(), reason: z.string().nullable(), saving: z.number() })
    .nullable(),
});
export const cartCouponBodySchema = z.object({
  code: z.string({ error: 'Please enter a code.' }).trim().toUpperCase().min(1, 'Please enter a code.').max(40, 'This code is not valid.'),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/**
 * POST cart: the cart plus the line that was added or merged into. `message` is set only when the
 * merged quantity was capped at the maximum, to tell the customer why it is lower than asked.
 */
export const addToCartResponseSchema = cartResponseSchema.extend({
  item: cartLineSchema,
  message: z.string().optional(),
});
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;
