import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isWholeMilligrams, METAL_ENTRY_KINDS, METAL_PLACES, WORKSHOP_KARATS } from '../workshop.ts';

/** The workshop's requests and answers (ARCHITECTURE §10, issue 38). Weights in grams at the edge. */

const W = MESSAGES.workshop;
const grams = (max: number) =>
  z
    .number({ error: W.weightFormat })
    .finite(W.weightFormat)
    .min(0, W.weightFormat)
    .max(max, W.weightFormat)
    .refine(isWholeMilligrams, W.weightFormat);
const positiveGrams = (max: number) => grams(max).refine((g) => g > 0, W.weightFormat);
const karat = z.enum(WORKSHOP_KARATS, { error: 'Please choose 14k, 18k, 22k or 24k.' });

// ---- The gold ledger -------------------------------------------------------------------------

/** POST admin/metal/purchases: `rate` in rupees per gram of the karat bought. */
export const metalPurchaseRequestSchema = z.object({
  karat,
  weight_g: positiveGrams(100_000),
  rate: z.number({ error: 'Please enter the rate per gram.' }).finite().positive('Please enter the rate per gram.').max(10_000_000),
  supplier: z.string({ error: 'Please enter the supplier.' }).trim().min(1, 'Please enter the supplier.').max(200),
});
export type MetalPurchaseRequest = z.infer<typeof metalPurchaseRequestSchema>;

export const metalEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(METAL_ENTRY_KINDS),
  karat: z.enum(WORKSHOP_KARATS),
  weight_g: z.number(),
  fine_mg: z.number().int(),
  from: z.enum(METAL_PLACES),
  to: z.enum(METAL_PLACES),
  karigar_id: z.number().int().nullable(),
  job_id: z.number().int().nullable(),
  /** The order the metal moved for: a job's, or a buyback's or an exchange's (null for purchases). */
  order_id: z.number().int().nullable(),
  /** The buyback or exchange request a piece came back with. */
  after_sale_request_id: z.number().int().nullable(),
  rate: z.number().nullable(),
  supplier: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type MetalEntry = z.infer<typeof metalEntrySchema>;

export const metalPurchaseResponseSchema = z.object({ message: z.string(), entry: metalEntrySchema });

export const metalStockSchema = z.object({
  by_karat: z.array(z.object({ karat: z.enum(WORKSHOP_KARATS), weight_g: z.number(), fine_mg: z.number().int() })),
  fine_mg: z.number().int(),
});
export const metalResponseSchema = z.object({ stock: metalStockSchema, movements: z.array(metalEntrySchema) });
export type MetalResponse = z.infer<typeof metalResponseSchema>;

// ---- Karigars --------------------------------------------------------------------------------

export const karigarRequestSchema = z.object({
  name: z.string({ error: MESSAGES.signup.name }).trim().min(1, MESSAGES.signup.name).max(120),
  phone: z.string({ error: MESSAGES.signup.phone }).trim().regex(/^[6-9]\d{9}$/, MESSAGES.signup.phone),
  skills: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
});
export type KarigarRequest = z.infer<typeof karigarRequestSchema>;

export const karigarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  skills: z.array(z.string()),
  created_at: z.string(),
});
export const karigarResponseSchema = z.object({ karigar: karigarSchema });
export const karigarListSchema = z.object({ karigars: z.array(karigarSchema) });

// ---- Job cards -------------------------------------------------------------------------------

const stone = z.object({
  kind: z.string().trim().min(1).max(60),
  carats: z.number().finite().min(0).max(1_000),
  count: z.number().int().min(0).max(10_000),
});

export const issueJobRequestSchema = z.object({
  karigar_id: z.number().int().positive().max(2_147_483_647),
  item_id: z.number().int().positive().max(2_147_483_647),
  gold_issued_g: positiveGrams(10_000),
  karat,
  stones_issued: z.array(stone).max(50).default([]),
  due_on: z.iso.date('Please enter the due date as YYYY-MM-DD.'),
});
export type IssueJobRequest = z.infer<typeof issueJobRequestSchema>;

export const receiveJobRequestSchema = z.object({
  gross_weight_g: grams(10_000),
  net_weight_g: grams(10_000),
  scrap_returned_g: grams(10_000),
  stones_returned: z.array(stone).max(50).default([]),
});
export type ReceiveJobRequest = z.infer<typeof receiveJobRequestSchema>;

export const jobSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  order_id: z.number().int(),
  item_id: z.number().int(),
  karigar_id: z.number().int(),
  karat: z.enum(WORKSHOP_KARATS),
  gold_issued_g: z.number(),
  fine_issued_mg: z.number().int(),
  stones_issued: z.array(stone),
  due_on: z.string(),
  status: z.enum(['issued', 'received']),
  overdue: z.boolean(),
  gross_weight_g: z.number().nullable(),
  net_weight_g: z.number().nullable(),
  scrap_returned_g: z.number().nullable(),
  stones_returned: z.array(stone).nullable(),
  loss_mg: z.number().int().nullable(),
  loss_percent: z.number().nullable(),
  flagged: z.boolean(),
  created_at: z.string(),
  received_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobResponseSchema = z.object({ job: jobSchema });

/**
 * GET admin/jobs: jobs with their karigar's name, the earliest due first, for the back office's
 * lists (the workshop's open jobs, an order's jobs); filtered by order and status (decision 051).
 */
export const jobListQuerySchema = z.object({
  order_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(['issued', 'received']).optional(),
});
export const jobListItemSchema = jobSchema.extend({ karigar_name: z.string() });
export type JobListItem = z.infer<typeof jobListItemSchema>;
export const jobListSchema = z.object({ jobs: z.array(jobListItemSchema) });
export type JobListResponse = z.infer<typeof jobListSchema>;

/** GET admin/karigars/{id}: open jobs, the fine gold held now and every received job's loss. */
export const karigarDetailSchema = z.object({
  karigar: karigarSchema,
  open_jobs: z.array(jobSchema),
  holds_fine_mg: z.number().int(),
  loss: z.object({
    jobs_received: z.number().int(),
    fine_issued_mg: z.number().int(),
    loss_mg: z.number().int(),
    loss_percent: z.number(),
    history: z.array(z.object({ job_id: z.number().int(), number: z.string(), received_at: z.string(), loss_mg: z.number().int(), loss_percent: z.number(), flagged: z.boolean() })),
  }),
});
export type KarigarDetail = z.infer<typeof karigarDetailSchema>;
