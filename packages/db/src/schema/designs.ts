import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DESIGN_STATUSES, type DesignFileKind } from '@kanak/domain';
import { createdAt, timestampTz } from './columns.ts';
import { productionStage } from './enums.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** Design approval and photos from the bench (ARCHITECTURE §10, issue 38; decision 053). */
export const designStatus = pgEnum('design_status', DESIGN_STATUSES);

/** One file of a design round, in private storage under an unguessable key. */
export interface DesignFileRow {
  kind: DesignFileKind;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

export const orderDesigns = pgTable(
  'order_designs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 1, 2, … up to DESIGN_ROUNDS; rounds are kept. */
    round: integer('round').notNull(),
    files: jsonb('files').$type<DesignFileRow[]>().notNull(),
    note: text('note'),
    status: designStatus('status').notNull().default('awaiting_customer'),
    customerComment: text('customer_comment'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    answeredAt: timestampTz('answered_at'),
  },
  (t) => [
    uniqueIndex('order_designs_round_idx').on(t.orderId, t.round),
    // At most one round waits for the customer at a time.
    uniqueIndex('order_designs_one_awaiting_idx').on(t.orderId).where(sql`${t.status} = 'awaiting_customer'`),
    check('order_designs_round_positive', sql`${t.round} >= 1`),
    check('order_designs_answered', sql`(${t.status} = 'awaiting_customer') = (${t.answeredAt} is null)`),
    check('order_designs_changes_say_why', sql`${t.status} <> 'changes_requested' or ${t.customerComment} is not null`),
  ],
);

export const orderPhotos = pgTable(
  'order_photos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    stage: productionStage('stage').notNull(),
    storageKey: text('storage_key').notNull().unique('order_photos_storage_key_unique'),
    contentType: text('content_type').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('order_photos_order_idx').on(t.orderId)],
);

export type OrderDesignRow = typeof orderDesigns.$inferSelect;
export type OrderPhotoRow = typeof orderPhotos.$inferSelect;
