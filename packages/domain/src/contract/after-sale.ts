import { z } from 'zod';
import { AFTER_SALE_KINDS, AFTER_SALE_STATUSES } from '../after-sale.ts';

/** After-sale requests and the wallet on the wire (ARCHITECTURE §7): rupees with their paise. */

export const afterSaleStepSchema = z.object({
  status: z.enum(AFTER_SALE_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
});

export const afterSaleItemSchema = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  product_code: z.string(),
  quantity: z.number().int(),
  image: z.string().nullable(),
});

/** The value the shop set: a return's refund, or buyback rules on today's rate card for an exchange or buyback. */
export const afterSaleValueSchema = z.object({
  amount: z.number(),
  /** Buyback rules: gold, diamonds at 92%, gemstones at 80%, less 3% processing; a return: the pieces' share of the order total. */
  gold_value: z.number(),
  diamond_value: z.number(),
  gemstone_value: z.number(),
  processing_charge: z.number(),
  /** When the rate card it was computed on took effect (exchange and buyback). */
  rates_date: z.string().nullable(),
  /** True once inspected: before that, an estimate on today's rates. */
  final: z.boolean(),
  /** The value by the rules (buyback rules, or a return's share); `amount` is lower when inspection found less. */
  rules_amount: z.number(),
});

export const afterSaleRequestSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  kind: z.enum(AFTER_SALE_KINDS),
  status: z.enum(AFTER_SALE_STATUSES),
  reason: z.string(),
  details: z.string(),
  items: z.array(afterSaleItemSchema),
  /** The customer's photos and video, each readable by the owner and the shop only. */
  media: z.array(z.object({ kind: z.enum(['photo', 'video']), url: z.string() })),
  value: afterSaleValueSchema.nullable(),
  /** How the money went: a refund's provider id, the buyback payout's bank reference, or the credit entry. */
  settlement: z
    .object({ type: z.enum(['refund', 'payout', 'store_credit']), amount: z.number(), reference: z.string().nullable() })
    .nullable(),
  steps: z.array(afterSaleStepSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AfterSaleRequestView = z.infer<typeof afterSaleRequestSchema>;

export const afterSaleResponseSchema = z.object({ message: z.string(), request: afterSaleRequestSchema });
export type AfterSaleResponse = z.infer<typeof afterSaleResponseSchema>;
export const afterSaleListSchema = z.object({ requests: z.array(afterSaleRequestSchema) });
export type AfterSaleList = z.infer<typeof afterSaleListSchema>;

/** The admin's inbox adds the customer. */
export const adminAfterSaleRequestSchema = afterSaleRequestSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), email: z.string() }),
  next: z.array(z.enum(AFTER_SALE_STATUSES)),
});
export type AdminAfterSaleRequest = z.infer<typeof adminAfterSaleRequestSchema>;
export const adminAfterSaleListSchema = z.object({ requests: z.array(adminAfterSaleRequestSchema) });
export const adminAfterSaleResponseSchema = z.object({ message: z.string(), request: adminAfterSaleRequestSchema });

export const adminAfterSaleQuerySchema = z.object({
  kind: z.enum(AFTER_SALE_KINDS).optional(),
  status: z.enum(AFTER_SALE_STATUSES).optional(),
  /** One order's requests (the admin order page). */
  order_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** One customer's requests (the admin customer page). */
  customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const afterSaleStatusBodySchema = z.object({
  status: z.enum(AFTER_SALE_STATUSES, 'Please choose a step.'),
  note: z.string().trim().max(1000, 'Please keep the note under 1000 characters.').optional(),
  /** The bank transfer reference of a buyback's payout (required to complete a buyback). */
  payout_reference: z.string().trim().min(1).max(100).optional(),
  /** Rupees: a lower value found at inspection (worn gold, a missing stone); at most the pieces' value. */
  inspected_value: z
    .number('Please enter the inspected value in rupees.')
    .finite()
    .min(0, 'Please enter the inspected value in rupees.')
    .max(100_000_000)
    .multipleOf(0.01, 'Please enter the inspected value in rupees and paise.')
    .optional(),
});
export type AfterSaleStatusBody = z.infer<typeof afterSaleStatusBodySchema>;

export const afterSaleMediaParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  n: z.coerce.number().int().min(0).max(2_147_483_647),
});

/* The wallet. */

export const walletEntrySchema = z.object({
  amount: z.number(),
  reason: z.string(),
  created_at: z.string(),
});

export const walletPayoutSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(['requested', 'paid']),
  reference: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const walletResponseSchema = z.object({
  balance: z.number(),
  /** Credit at least 3 months old, less what was spent: what POST wallet/redeem may take now. */
  redeemable: z.number(),
  /** When more credit becomes redeemable, if any is still maturing. */
  next_redeemable_at: z.string().nullable(),
  entries: z.array(walletEntrySchema),
  payouts: z.array(walletPayoutSchema),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const walletRedeemBodySchema = z.object({
  /** Rupees; absent: everything redeemable now. */
  amount: z.number().positive('Please enter an amount above zero.').multipleOf(0.01).optional(),
  /** The client's key for one click: a retry with the same key answers the payout made then. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export const walletRedeemResponseSchema = z.object({ message: z.string(), payout: walletPayoutSchema });

export const adminPayoutSchema = walletPayoutSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), email: z.string() }),
});
export const adminPayoutListSchema = z.object({ payouts: z.array(adminPayoutSchema) });
export const adminPayoutBodySchema = z.object({ reference: z.string().trim().min(1, 'Please give the bank transfer reference.').max(100) });
