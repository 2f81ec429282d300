import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, paise, timestampTz, updatedAt } from './columns.ts';
import { paymentKind, paymentProvider, paymentStatus, refundStatus } from './enums.ts';
import { orders } from './orders.ts';
import { planEnrolments } from './plans.ts';
import { users } from './users.ts';

/**
 * One provider order per attempt to pay the advance or the balance of an order, or an instalment of
 * a purchase plan (kind `plan_instalment`, decision 058): the one ledger of money in (ARCHITECTURE
 * §7). Exactly one of `order_id` and `plan_enrolment_id` is set; an order's money is always read
 * through its `order_id`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    planEnrolmentId: integer('plan_enrolment_id').references(() => planEnrolments.id),
    kind: paymentKind('kind').notNull(),
    provider: paymentProvider('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique('payments_provider_order_id_unique'),
    providerPaymentId: text('provider_payment_id').unique('payments_provider_payment_id_unique'),
    amountPaise: paise('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatus('status').notNull().default('created'),
    signatureVerifiedAt: timestampTz('signature_verified_at'),
    /**
     * Set when the amount it was opened for stopped being what is due (a finished weight changed
     * the total): it is no longer offered, and money captured on it anyway counts only as money in.
     */
    supersededAt: timestampTz('superseded_at'),
    /** The provider's last answer about this payment. */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_plan_enrolment_idx').on(t.planEnrolmentId),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_one_owner', sql`(${t.orderId} is null) <> (${t.planEnrolmentId} is null)`),
    check('payments_plan_kind', sql`(${t.kind} = 'plan_instalment') = (${t.planEnrolmentId} is not null)`),
  ],
);

/** Money out, of an order's payment or of a plan instalment's (exactly one of `order_id`, `plan_enrolment_id`). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id').references(() => orders.id),
    planEnrolmentId: integer('plan_enrolment_id').references(() => planEnrolments.id),
    amountPaise: paise('amount_paise').notNull(),
    providerRefundId: text('provider_refund_id').unique('refunds_provider_refund_id_unique'),
    status: refundStatus('status').notNull().default('pending'),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's key for one refund request: a retry with the same key applies nothing again. */
    idempotencyKey: text('idempotency_key').unique('refunds_idempotency_key_unique'),
    /** A completed return's refund (ARCHITECTURE §7): the returned pieces leave what the order keeps. */
    afterSaleRequestId: integer('after_sale_request_id'),
    /** Sends so far; a pending refund is (re)sent from `next_attempt_at` on, by any node. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    processedAt: timestampTz('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_plan_enrolment_idx').on(t.planEnrolmentId),
    index('refunds_due_idx').on(t.status, t.nextAttemptAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_one_owner', sql`(${t.orderId} is null) <> (${t.planEnrolmentId} is null)`),
  ],
);

/** Verified provider webhooks, keyed by the provider's event id so a redelivery is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: paymentProvider('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestampTz('received_at').notNull().defaultNow(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
});
