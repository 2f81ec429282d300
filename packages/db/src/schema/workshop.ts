import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { METAL_ENTRY_KINDS, METAL_PLACES, WORKSHOP_KARATS } from '@kanak/domain';
import { afterSaleRequests } from './after-sale.ts';
import { createdAt, paise, timestampTz } from './columns.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

/** The made-to-order workshop (ARCHITECTURE §10, issue 38; decision 051). Weights in milligrams. */
export const workshopKarat = pgEnum('workshop_karat', WORKSHOP_KARATS);
export const metalPlace = pgEnum('metal_place', METAL_PLACES);
export const metalEntryKind = pgEnum('metal_entry_kind', METAL_ENTRY_KINDS);
export const jobStatus = pgEnum('job_status', ['issued', 'received']);

export interface StoneLine {
  kind: string;
  carats: number;
  count: number;
}

export const karigars = pgTable(
  'karigars',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('karigars_phone_idx').on(t.phone)],
);

export const workshopJobs = pgTable(
  'workshop_jobs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id),
    karigarId: integer('karigar_id')
      .notNull()
      .references(() => karigars.id),
    karat: workshopKarat('karat').notNull(),
    goldIssuedMg: integer('gold_issued_mg').notNull(),
    fineIssuedMg: integer('fine_issued_mg').notNull(),
    stonesIssued: jsonb('stones_issued').$type<StoneLine[]>().notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: jobStatus('status').notNull().default('issued'),
    grossMg: integer('gross_mg'),
    netMg: integer('net_mg'),
    scrapMg: integer('scrap_mg'),
    stonesReturned: jsonb('stones_returned').$type<StoneLine[]>(),
    /** Fine gold lost, milligrams, and its share of the fine gold issued (percent, two decimals). */
    lossMg: integer('loss_mg'),
    lossPercent: text('loss_percent'),
    flagged: boolean('flagged').notNull().default(false),
    issuedBy: integer('issued_by').references(() => users.id),
    receivedAt: timestampTz('received_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('workshop_jobs_karigar_idx').on(t.karigarId, t.status),
    index('workshop_jobs_open_due_idx').on(t.dueOn).where(sql`${t.status} = 'issued'`),
    check('workshop_jobs_issued_positive', sql`${t.goldIssuedMg} > 0 and ${t.fineIssuedMg} >= 0`),
    check('workshop_jobs_returns_nonnegative', sql`coalesce(${t.grossMg}, 0) >= 0 and coalesce(${t.netMg}, 0) >= 0 and coalesce(${t.scrapMg}, 0) >= 0 and coalesce(${t.lossMg}, 0) >= 0`),
    check('workshop_jobs_received_complete', sql`(${t.status} = 'issued') = (${t.receivedAt} is null)`),
  ],
);

/** One movement of metal from one place to another, in its karat's weight and in fine gold. */
export const metalEntries = pgTable(
  'metal_entries',
  {
    id: serial('id').primaryKey(),
    kind: metalEntryKind('kind').notNull(),
    karat: workshopKarat('karat').notNull(),
    weightMg: integer('weight_mg').notNull(),
    fineMg: integer('fine_mg').notNull(),
    fromPlace: metalPlace('from_place').notNull(),
    toPlace: metalPlace('to_place').notNull(),
    karigarId: integer('karigar_id').references(() => karigars.id),
    jobId: integer('job_id').references(() => workshopJobs.id),
    /** The buyback or exchange a piece came back with (customer → stock). */
    afterSaleRequestId: integer('after_sale_request_id').references(() => afterSaleRequests.id),
    /** A purchase's price per gram, paise. */
    ratePaise: paise('rate_paise'),
    supplier: text('supplier'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('metal_entries_karat_idx').on(t.karat),
    index('metal_entries_karigar_idx').on(t.karigarId),
    index('metal_entries_job_idx').on(t.jobId),
    // A piece leaves for its customer once; a request's pieces come back once per karat.
    uniqueIndex('metal_entries_dispatch_job_idx').on(t.jobId).where(sql`${t.kind} = 'dispatch'`),
    uniqueIndex('metal_entries_after_sale_karat_idx').on(t.afterSaleRequestId, t.karat),
    check('metal_entries_weight_positive', sql`${t.weightMg} > 0 and ${t.fineMg} >= 0`),
    check('metal_entries_moves', sql`${t.fromPlace} <> ${t.toPlace}`),
  ],
);
