import { z } from 'zod';
import { CLARITIES, GOLD_COLOURS, KARATS } from '../catalog.ts';
import { ORDER_STATUSES } from '../order-states.ts';
import { diamondPriceSchema, goldPriceSchema } from './product.ts';

/** The admin's rate card screen and the dashboard that charts it (issue 7). */

const money = z.number({ error: 'Please enter a rate.' }).finite().positive('Every rate must be more than zero.').max(100_000_000);
const perKaratInput = z.object({ '14k': money, '18k': money });
/** What the shop pays for old gold, ₹ per gram by karat (issue 39). */
const buyRatesInput = z.object({ '14k': money, '18k': money, '22k': money, '24k': money });
const buyRatesSchema = z.object({ '14k': z.number(), '18k': z.number(), '22k': z.number(), '24k': z.number() });

/** PUT admin/rates: gold per gram by colour × karat and diamond per carat by clarity, rupees. */
export const updateRatesRequestSchema = z.object({
  gold: z.object({ rose_gold: perKaratInput, white_gold: perKaratInput, yellow_gold: perKaratInput }),
  diamond: z.object(Object.fromEntries(CLARITIES.map((c) => [c, money])) as Record<(typeof CLARITIES)[number], typeof money>),
  /** Absent: the card in force's buy rates carry over. */
  buy_gold: buyRatesInput.optional(),
  note: z.string().trim().max(500).optional(),
});
export type UpdateRatesRequest = z.infer<typeof updateRatesRequestSchema>;

export const adminRateCardSchema = z.object({
  id: z.number().int(),
  gold_price: goldPriceSchema,
  diamond_price: diamondPriceSchema,
  /** Buy rates for old gold, ₹ per gram by karat; null until the shop sets them. */
  buy_gold_price: buyRatesSchema.nullable(),
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


// ---- Dashboard -----------------------------------------------------------------------------

export const dashboardResponseSchema = z.object({
  orders_by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  advance_collected: z.number(),
  balance_collected: z.number(),
  refunded: z.number(),
  /** Purchase plan money (decision 058 addendum): its own figures, never order revenue. */
  plan_collected: z.number(),
  plan_refunded: z.number(),
  due_for_dispatch: z.number().int(),
  /** Workshop jobs still with a karigar after their due date (issue 38). */
  overdue_jobs: z.number().int(),
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  gold_rate_history: z.array(z.object({ date: z.string(), rate: z.number() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** The karat and colour the dashboard charts (the usual newspaper rate). */
export const DASHBOARD_RATE = { colour: 'yellow_gold', karat: '18k' } as const satisfies {
  colour: (typeof GOLD_COLOURS)[number];
  karat: (typeof KARATS)[number];
};
