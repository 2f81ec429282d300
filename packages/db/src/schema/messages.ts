import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns.ts';
import { messageChannel, serviceRequestKind, serviceRequestStatus } from './enums.ts';
import { users } from './users.ts';

/** Customise and bulk-order requests (SPEC §2 forms); every field optional as in the spec. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    kind: serviceRequestKind('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Private storage key of the uploaded reference image. */
    imageStorageKey: text('image_storage_key'),
    description: text('description'),
    goldColor: text('gold_color'),
    stone: text('stone'),
    goldCarat: text('gold_carat'),
    priceRange: text('price_range'),
    name: text('name'),
    contactNo: text('contact_no'),
    email: text('email'),
    address: text('address'),
    preferredTime: text('preferred_time'),
    status: serviceRequestStatus('status').notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('service_requests_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Outgoing SMS and e-mail; the outbox messenger stores here, live adapters mark `sent_at`. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    channel: messageChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    /** Delivery attempts and the last failure of a live adapter. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('message_outbox_to_created_idx').on(t.to, t.createdAt)],
);
