import { z } from 'zod';
import { indiaDateTime } from '../offers.ts';

/** Offers on the wire (ARCHITECTURE §7): percents with two decimals, rupees, windows in India time. */

const percent = (what: string) =>
  z.coerce
    .number({ error: `Please give the ${what} discount in percent.` })
    .min(0, `The ${what} discount must be between 0 and 100 percent.`)
    .max(100, `The ${what} discount must be between 0 and 100 percent.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, `Please give the ${what} discount with at most two decimals.`);

/** An instant: ISO with an offset, or 'YYYY-MM-DDTHH:mm' read as India time. */
const instant = (what: string) =>
  z
    .string({ error: `Please give the ${what} date and time.` })
    .trim()
    .transform((v, ctx) => {
      const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? indiaDateTime(v) : /[zZ]|[+-]\d{2}:\d{2}$/.test(v) ? new Date(v) : null;
      if (!at || Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `Please give the ${what} date and time in India time (YYYY-MM-DDTHH:mm).` });
        return z.NEVER;
      }
      return at;
    });

export const offerBodySchema = z
  .object({
    title: z.string({ error: 'Please give the offer a title.' }).trim().min(1, 'Please give the offer a title.').max(120),
    /** Absent or empty: automatic. Letters and digits, stored in upper case. */
    code: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^[A-Z0-9]{3,20}$/.test(v), 'A code is 3 to 20 letters and digits.'),
    making_discount_percent: percent('making charge'),
    diamond_discount_percent: percent('diamond value'),
    category_ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100).optional().nullable(),
    /** Rupees. */
    min_order: z.coerce.number().positive('The minimum order must be above zero.').max(100_000_000).optional().nullable(),
    starts_at: instant('start'),
    ends_at: instant('end'),
    active: z.boolean().default(true),
  })
  .refine((o) => o.ends_at.getTime() > o.starts_at.getTime(), { message: 'The offer must end after it starts.', path: ['ends_at'] })
  .refine((o) => o.making_discount_percent > 0 || o.diamond_discount_percent > 0, {
    message: 'Please give a making charge or diamond value discount.',
    path: ['making_discount_percent'],
  });
export type OfferBody = z.infer<typeof offerBodySchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string().nullable(),
  making_discount_percent: z.number(),
  diamond_discount_percent: z.number(),
  category_ids: z.array(z.number().int()).nullable(),
  min_order: z.number().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
  /** Live now (active and inside its window). */
  live: z.boolean(),
});
export type OfferView = z.infer<typeof offerSchema>;
export const offerResponseSchema = z.object({ offer: offerSchema });
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/** POST admin/offers/preview: what a sample piece would cost under these terms (at the list options). */
export const offerPreviewBodySchema = z.object({
  making_discount_percent: z.coerce.number().min(0).max(100).default(0),
  diamond_discount_percent: z.coerce.number().min(0).max(100).default(0),
  category_ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100).optional().nullable(),
});
export const offerPreviewResponseSchema = z.object({
  /** null when no active piece is in the chosen categories. */
  sample: z
    .object({
      product_id: z.number().int(),
      name: z.string(),
      original_total: z.number(),
      total: z.number(),
      making_discount: z.number(),
      diamond_discount: z.number(),
    })
    .nullable(),
});
export type OfferPreviewResponse = z.infer<typeof offerPreviewResponseSchema>;

/** GET offers/live: the automatic offers running now, for the home page's banner (public). */
export const liveOffersResponseSchema = z.object({
  offers: z.array(
    z.object({
      title: z.string(),
      making_discount_percent: z.number(),
      diamond_discount_percent: z.number(),
      category_ids: z.array(z.number().int()).nullable(),
      ends_at: z.string(),
    }),
  ),
});
export type LiveOffersResponse = z.infer<typeof liveOffersResponseSchema>;
