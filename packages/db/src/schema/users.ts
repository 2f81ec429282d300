import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns.ts';
import { otpPurpose, userRole } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * Stored lower-cased (checked), so the unique index is case-insensitive. Unique once verified:
     * until somebody proves the address, a stranger's signup cannot hold it against its owner.
     */
    email: text('email').notNull(),
    /** Exactly 10 digits. */
    phoneNumber: text('phone_number').notNull(),
    /** argon2id; null for accounts created by phone OTP only. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('customer'),
    emailVerifiedAt: timestampTz('email_verified_at'),
    phoneVerifiedAt: timestampTz('phone_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_verified_email_unique').on(t.email).where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_idx').on(t.email),
    uniqueIndex('users_phone_number_unique').on(t.phoneNumber),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_phone_number_digits', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
  ],
);

/** Opaque session tokens, stored as their SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** One-time codes sent by SMS; hashed at rest, single use, limited tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_created_idx').on(t.phoneNumber, t.createdAt),
    check('otp_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);
