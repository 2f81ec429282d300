import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENROLMENT_STATUSES } from '@kanak/domain';
import { createdAt, paise, timestampTz, updatedAt } from './columns.ts';
import { payments, refunds } from './payments.ts';
import { users } from './users.ts';
import { walletEntries } from './after-sale.ts';

/*
 * The 11 + 1 purchase plan (ARCHITECTURE §11, decision 058). Plan money is in the one ledger: every
 * provider order for an instalment is a `payments` row of kind `plan_instalment`, its refund a
 * `refunds` row; `plan_instalments` keeps the instalment's facts and points at them.
 */

export const planEnrolmentStatus = pgEnum('plan_enrolment_status', ENROLMENT_STATUSES);

/** The plans the owner offers. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    minMonthlyPaise: paise('min_monthly_paise').notNull(),
    maxMonthlyPaise: paise('max_monthly_paise').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('plans_range', sql`0 < ${t.minMonthlyPaise} and ${t.minMonthlyPaise} <= ${t.maxMonthlyPaise}`)],
);

/** A customer's plan: `pending` until the first instalment is paid, the day that counts as enrolment. */
export const planEnrolments = pgTable(
  'plan_enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    monthlyPaise: paise('monthly_paise').notNull(),
    status: planEnrolmentStatus('status').notNull().default('pending'),
    /** India date of the first paid instalment (ISO day): the schedule and the 365 days count from it. */
    enrolledOn: text('enrolled_on'),
    maturedAt: timestampTz('matured_at'),
    /** The non-cash store credit the maturity value became (one per plan). */
    maturityEntryId: integer('maturity_entry_id').references(() => walletEntries.id),
    closedAt: timestampTz('closed_at'),
    /**
     * UPI AutoPay (decision 060): the provider's customer the mandate belongs to (set when an
     * authorising payment starts), the mandate's token once the provider confirms it, and when it
     * ended (stopped by the customer, revoked at the bank, or the plan matured or closed).
     */
    autopayCustomerId: text('autopay_customer_id'),
    autopayTokenId: text('autopay_token_id'),
    autopaySince: timestampTz('autopay_since'),
    autopayEndedAt: timestampTz('autopay_ended_at'),
    autopayEndReason: text('autopay_end_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_enrolments_user_idx').on(t.userId),
    check('plan_enrolments_autopay_token', sql`${t.autopayTokenId} is null or ${t.autopayCustomerId} is not null`),
    index('plan_enrolments_status_idx').on(t.status),
    check('plan_enrolments_monthly_positive', sql`${t.monthlyPaise} > 0`),
    unique('plan_enrolments_maturity_entry_unique').on(t.maturityEntryId),
  ],
);

/**
 * One attempt to pay one instalment: its money is the `payments` row it points at (provider order,
 * payment id, amount, status), and any return of it the `refunds` row. Paid once (the enrolment
 * row is locked while a payment is counted); `number` and the receipt voucher are given when it
 * counts as an instalment. A payment the plan could not take (a second tab paid the same month, the
 * plan closed meanwhile) keeps no number and is refunded.
 */
export const planInstalments = pgTable(
  'plan_instalments',
  {
    id: serial('id').primaryKey(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => planEnrolments.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    number: integer('number'),
    paidOn: text('paid_on'),
    paidAt: timestampTz('paid_at'),
    voucherNumber: text('voucher_number').unique('plan_instalments_voucher_unique'),
    /**
     * UPI AutoPay (decision 060): `authorise` for a payment the customer makes that also sets up the
     * mandate, `debit` for one the shop asks of the mandate, for the due date `due_on` (one per due date).
     */
    autopay: text('autopay', { enum: ['none', 'authorise', 'debit'] }).notNull().default('none'),
    dueOn: text('due_on'),
    createdAt: createdAt(),
  },
  (t) => [
    check('plan_instalments_autopay_kind', sql`${t.autopay} in ('none', 'authorise', 'debit')`),
    check('plan_instalments_debit_due', sql`(${t.autopay} = 'debit') = (${t.dueOn} is not null)`),
    uniqueIndex('plan_instalments_one_debit_per_due').on(t.enrolmentId, t.dueOn).where(sql`${t.autopay} = 'debit'`),
    index('plan_instalments_enrolment_idx').on(t.enrolmentId),
    unique('plan_instalments_number_unique').on(t.enrolmentId, t.number),
    unique('plan_instalments_payment_unique').on(t.paymentId),
    unique('plan_instalments_refund_unique').on(t.refundId),
    check('plan_instalments_number_has_voucher', sql`(${t.number} is null) = (${t.voucherNumber} is null)`),
  ],
);

/** The plan receipt voucher series per financial year: taken in the paying transaction, never gapped. */
export const planVoucherSeries = pgTable('plan_voucher_series', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** A reminder sent for one due date of one plan: at most once. */
export const planReminders = pgTable(
  'plan_reminders',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => planEnrolments.id),
    dueOn: text('due_on').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.dueOn] })],
);
