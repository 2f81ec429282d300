import { z } from 'zod';
import { GOLD_EXCHANGE_STATUSES, OLD_GOLD_HANDOVERS, OLD_GOLD_KINDS, OLD_GOLD_MAX_ITEMS } from '../gold-exchange.ts';
import { MESSAGES } from '../messages.ts';
import { isWholeMilligrams, WORKSHOP_KARATS } from '../workshop.ts';

/** Old gold in on the wire (ARCHITECTURE §11 "Outside gold", issue 39): grams and rupees at the edge. */

const G = MESSAGES.goldExchange;
const karat = z.enum(WORKSHOP_KARATS, { error: G.karat });
const grams = z
  .number({ error: G.weight })
  .finite(G.weight)
  .positive(G.weight)
  .max(1000, G.weight)
  .refine(isWholeMilligrams, G.weight);

export const goldExchangeItemInputSchema = z.object({
  kind: z.enum(OLD_GOLD_KINDS, { error: G.kind }),
  karat,
  approx_weight_g: grams,
});

/** POST gold-exchange (JSON, or multipart with `items` as JSON text and up to 3 `photos`). */
export const createGoldExchangeSchema = z
  .object({
    items: z.array(goldExchangeItemInputSchema, { error: G.noItems }).min(1, G.noItems).max(OLD_GOLD_MAX_ITEMS, G.tooManyItems),
    handover: z.enum(OLD_GOLD_HANDOVERS).default('pickup'),
    address_id: z.coerce.number().int().positive().optional(),
  })
  .refine((b) => b.handover === 'shop' || b.address_id !== undefined, { message: G.addressNeeded, path: ['address_id'] });
export type CreateGoldExchangeRequest = z.input<typeof createGoldExchangeSchema>;

/** POST admin/gold-exchange/{id}/status. */
export const goldExchangeStatusBodySchema = z.object({
  status: z.enum(GOLD_EXCHANGE_STATUSES, { error: G.unknownStatus }),
  tested_karat: karat.optional(),
  net_weight_g: grams.optional(),
  /** Weighed as received (stones and all); optional, at `received` or `tested`. */
  gross_weight_g: grams.optional(),
  note: z.string().trim().max(500).optional(),
});
export type GoldExchangeStatusBody = z.infer<typeof goldExchangeStatusBodySchema>;

const buyRatesSchema = z.object({ '14k': z.number(), '18k': z.number(), '22k': z.number(), '24k': z.number() });

/** GET gold-exchange/rates: today's buy rates (₹ per gram) and the deduction, for the live estimate. */
export const goldExchangeRatesSchema = z.object({
  buy_rates: buyRatesSchema.nullable(),
  deduction_percent: z.number(),
  rates_date: z.string().nullable(),
});
export type GoldExchangeRates = z.infer<typeof goldExchangeRatesSchema>;

export const goldExchangeSchema = z.object({
  id: z.number().int(),
  status: z.enum(GOLD_EXCHANGE_STATUSES),
  handover: z.enum(OLD_GOLD_HANDOVERS),
  items: z.array(z.object({ kind: z.enum(OLD_GOLD_KINDS), karat, approx_weight_g: z.number() })),
  /** Rupees: what the description fetches on the buy rates of the day it was sent, after the deduction. */
  estimate: z.number(),
  estimate_deduction: z.number(),
  deduction_percent: z.number(),
  address: z.object({ recipient_name: z.string(), lines: z.array(z.string()), pincode: z.string() }).nullable(),
  photos: z.array(z.object({ url: z.string() })),
  tested_karat: karat.nullable(),
  net_weight_g: z.number().nullable(),
  gross_weight_g: z.number().nullable(),
  /** The shop's valuation on the tested karat and net weight, once valued. */
  valuation: z
    .object({ rate_per_gram: z.number(), gross_value: z.number(), deduction: z.number(), value: z.number(), valued_at: z.string() })
    .nullable(),
  accepted_at: z.string().nullable(),
  credited_at: z.string().nullable(),
  /** The purchase voucher (series PV/) once credited. */
  voucher: z.object({ number: z.string(), url: z.string() }).nullable(),
  steps: z.array(z.object({ status: z.enum(GOLD_EXCHANGE_STATUSES), note: z.string().nullable(), at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GoldExchangeView = z.infer<typeof goldExchangeSchema>;

export const goldExchangeResponseSchema = z.object({ message: z.string(), exchange: goldExchangeSchema });
export type GoldExchangeResponse = z.infer<typeof goldExchangeResponseSchema>;
export const goldExchangeListSchema = z.object({ exchanges: z.array(goldExchangeSchema) });
export type GoldExchangeList = z.infer<typeof goldExchangeListSchema>;

const customerSchema = z.object({ id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() });
export const adminGoldExchangeSchema = goldExchangeSchema.extend({ customer: customerSchema });
export type AdminGoldExchangeView = z.infer<typeof adminGoldExchangeSchema>;
export const adminGoldExchangeListSchema = z.object({ exchanges: z.array(adminGoldExchangeSchema) });
export type AdminGoldExchangeList = z.infer<typeof adminGoldExchangeListSchema>;
export const adminGoldExchangeResponseSchema = z.object({ message: z.string(), exchange: adminGoldExchangeSchema });
export const adminGoldExchangeQuerySchema = z.object({ status: z.enum(GOLD_EXCHANGE_STATUSES).optional() });
export const goldExchangePhotoParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), n: z.coerce.number().int().min(0).max(2_147_483_647) });
