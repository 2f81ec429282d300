import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    goldColour: text('gold_color'),
    stone: text('stone'),
    karat: text('gold_carat'),
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

/** Where an outgoing message stands in the queue (decision 016). */
export const messageStatus = pgEnum('message_status', ['pending', 'sent', 'failed']);

/**
 * Outgoing SMS and e-mail, a transactional outbox (decision 016): order and payment notices are
 * inserted `pending` by the transaction that changes the order, and every node's dispatcher sends
 * them and marks them `sent` (or `failed` after its last retry). Messages the user waits for (OTP,
 * e-mail verification) are sent at once; the development outbox messenger stores those here as
 * `sent`, which is what `GET /api/dev/outbox` reads.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    channel: messageChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    /** The plain text: the SMS, the e-mail's text part, the WhatsApp message as the outbox shows it. */
    body: text('body').notNull(),
    /** E-mail: the HTML part (issue 40). */
    html: text('html'),
    /** SMS: the DLT template id; WhatsApp: the approved template's name (decision 057). */
    template: text('template'),
    /** WhatsApp: the template's body parameters, in order. */
    params: jsonb('params').$type<string[]>(),
    createdAt: createdAt(),
    status: messageStatus('status').notNull().default('pending'),
    /** When a pending row is next due: now, after a failure's backoff, or after a claim's lease. */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    /** Delivery attempts (counted when a dispatcher claims the row) and the last failure. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('message_outbox_to_created_idx').on(t.to, t.createdAt),
    // The dispatchers' claim reads only the due pending rows.
    index('message_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The customer's choice of channels per kind of service message, and the marketing consent apart
 * from it (ARCHITECTURE §12, decision 057). No row: every channel on, no marketing.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Kind → channels switched off; a kind not named has every channel on. */
  channelsOff: jsonb('channels_off').$type<Record<string, string[]>>().notNull().default({}),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  /** When the consent was last given or withdrawn (the proof the DPDP Act asks for). */
  marketingChangedAt: timestampTz('marketing_changed_at'),
  updatedAt: updatedAt(),
});
