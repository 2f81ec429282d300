import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TaxDocumentSnapshot } from '@kanak/domain';
import { paise, timestampTz } from './columns.ts';
import { taxDocumentType } from './enums.ts';
import { afterSaleRequests } from './after-sale.ts';
import { goldExchanges } from './gold-exchange.ts';
import { orders } from './orders.ts';
import { payments, refunds } from './payments.ts';
import { planEnrolments, planInstalments } from './plans.ts';

/**
 * The last number used in each series (one per document type and financial year). Issuing takes
 * the next in the issuing transaction: the row lock queues concurrent issuers and a rollback gives
 * the number back, so a series never gaps or repeats (CGST Rule 46(b)).
 */
export const taxDocumentSeries = pgTable(
  'tax_document_series',
  {
    type: taxDocumentType('type').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.financialYear] })],
);

/**
 * GST documents as issued: never updated. The snapshot holds everything the PDF prints; the
 * columns beside it are what the register and the lists read.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    /** The order; null for a document of no order (issue 39's old gold bought from a customer). */
    orderId: integer('order_id').references(() => orders.id),
    type: taxDocumentType('type').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique('tax_documents_number_unique'),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    /** The receipt voucher's payment; the credit note's or refund voucher's refund. */
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    /** The return's or exchange's credit note, the buyback's purchase voucher: one per request. */
    afterSaleRequestId: integer('after_sale_request_id').references(() => afterSaleRequests.id),
    /** Old gold bought from a customer: its purchase voucher (issue 39). */
    goldExchangeId: integer('gold_exchange_id').references(() => goldExchanges.id),
    /** A purchase plan's document (decision 058): its receipt voucher's instalment; the plan of both. */
    planInstalmentId: integer('plan_instalment_id').references(() => planInstalments.id),
    planEnrolmentId: integer('plan_enrolment_id').references(() => planEnrolments.id),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    snapshot: jsonb('snapshot').$type<TaxDocumentSnapshot>().notNull(),
  },
  (t) => [
    unique('tax_documents_series_unique').on(t.type, t.financialYear, t.sequence),
    // One receipt voucher per payment, one credit note or refund voucher per refund, one invoice per order.
    unique('tax_documents_payment_unique').on(t.type, t.paymentId),
    unique('tax_documents_refund_unique').on(t.type, t.refundId),
    unique('tax_documents_after_sale_unique').on(t.type, t.afterSaleRequestId),
    unique('tax_documents_gold_exchange_unique').on(t.type, t.goldExchangeId),
    // One receipt voucher per plan instalment; one refund voucher per plan closed early.
    unique('tax_documents_plan_instalment_unique').on(t.type, t.planInstalmentId),
    uniqueIndex('tax_documents_plan_refund_idx').on(t.planEnrolmentId).where(sql`${t.type} = 'refund_voucher'`),
    index('tax_documents_plan_enrolment_idx').on(t.planEnrolmentId),
    uniqueIndex('tax_documents_one_invoice_idx').on(t.orderId).where(sql`${t.type} = 'tax_invoice'`),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_idx').on(t.issuedAt),
    check('tax_documents_number_length', sql`length(${t.number}) <= 16`),
  ],
);
