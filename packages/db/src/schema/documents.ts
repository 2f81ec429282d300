import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { documentKind } from './enums.ts';
import { users } from './users.ts';

/** Identity documents, encrypted at rest with AES-256-GCM; the bytes live in private storage. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: documentKind('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Plain-text size in bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the plain text. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique('documents_storage_key_unique'),
    /** Base64 GCM nonce and tag. */
    iv: text('iv').notNull(),
    authTag: text('auth_tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('documents_user_idx').on(t.userId), check('documents_size_positive', sql`${t.sizeBytes} > 0`)],
);

/**
 * Private files written before the row that names them commits (identity documents, request
 * photos). The intent is committed first and deleted in the transaction that stores the row, so
 * an intent older than an hour names a file whose row never committed (a crash mid-checkout): the
 * hourly sweep deletes the file and the intent.
 */
export const uploadIntents = pgTable(
  'upload_intents',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique('upload_intents_storage_key_unique'),
    createdAt: createdAt(),
  },
  (t) => [index('upload_intents_created_idx').on(t.createdAt)],
);

/** Who did what: document reads, admin actions, order transitions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);
