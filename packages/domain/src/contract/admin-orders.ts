import { z } from 'zod';
import type { PaymentKind } from '../ledger.ts';
import { MESSAGES } from '../messages.ts';
import { ORDER_STATUSES, PRODUCTION_STAGES } from '../order-states.ts';
import { page, pageMeta, perPage, searchText } from './admin-paging.ts';
import { orderSchema } from './orders.ts';

/** The admin's orders (issue 7): list, detail and the actions on an order. */

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

/** The payments and refunds an order carries (their database enums name the same lists). */
export const PAYMENT_KINDS = ['advance', 'balance', 'supplement'] as const satisfies readonly PaymentKind[];
export const PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /** Opened for an amount that stopped being due (a finished weight): no longer offered to pay. */
  superseded: z.boolean(),
  created_at: z.string(),
});
export const adminRefundSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
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
  /** Grams: the net weights of the order's received workshop jobs added up; null when none is back. */
  workshop_net_weight: z.number().nullable(),
  /** The finished weight is recorded and differs from workshop_net_weight by more than 0.01 g. */
  finished_weight_mismatch: z.boolean(),
  /** Why the finished weight differs from the workshop's net weight, as the owner gave it. */
  finished_weight_reason: z.string().nullable(),
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
  /** Needed (422 without it) when metal_weight differs from the received jobs' net weight by more than 0.01 g. */
  reason: z.string().trim().max(500).optional(),
});

/** BIS hallmark unique id: 6 letters or digits. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
const huid = z.string().trim().toUpperCase().regex(HUID_PATTERN, MESSAGES.admin.huidFormat);
export const dispatchRequestSchema = z.object({
  courier: z.string().trim().min(1, 'Please enter the courier.').max(100),
  tracking_number: z.string().trim().min(1, 'Please enter the tracking number.').max(100),
  /** order item id → its HUID, or one HUID per piece when the line's quantity is above 1. */
  huids: z.record(z.string().regex(/^\d+$/), z.union([huid, z.array(huid).min(1).max(5)])),
});
export type DispatchRequest = z.infer<typeof dispatchRequestSchema>;
export const adminCancelRequestSchema = z.object({ reason: z.string().trim().min(1, 'Please give a reason.').max(500) });
export const refundRequestSchema = z.object({
  /** Rupees, whole paise, at least ₹1; omitted = everything still refundable. */
  amount: z
    .number(MESSAGES.admin.refundAmountInvalid)
    .finite(MESSAGES.admin.refundAmountInvalid)
    .min(1, MESSAGES.admin.refundAmountInvalid)
    .max(100_000_000)
    .multipleOf(0.01, MESSAGES.admin.refundAmountInvalid)
    .optional(),
  idempotency_key: z.string().trim().min(8).max(100),
  reason: z.string().trim().max(500).optional(),
});

