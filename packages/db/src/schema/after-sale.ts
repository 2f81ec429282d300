import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AfterSaleStatus } from '@kanak/domain';
import { createdAt, paise, timestampTz, updatedAt } from './columns.ts';
import { afterSaleKind, afterSaleStatus, payoutStatus, walletEntryKind } from './enums.ts';
import { goldExchanges } from './gold-exchange.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** A photo or the video of a request: encrypted in private storage like identity documents. */
export interface AfterSaleMedia {
  kind: 'photo' | 'video';
  mime: string;
  sizeBytes: number;
  storageKey: string;
  iv: string;
  authTag: string;
}

/** One step a request took, with the admin's note; the first is `requested`. */
export interface AfterSaleStep {
  status: AfterSaleStatus;
  note: string | null;
  at: string;
  by: number | null;
}

/** The value the shop set or estimated, in paise (buyback rules or a return's share of the total). */
export interface AfterSaleValue {
  /** What completion refunds, credits or pays: the rules' value, or the lower value found at inspection. */
  amountPaise: number;
  /** The rules' value when inspection set a lower `amountPaise`. */
  rulesPaise?: number;
  goldPaise: number;
  diamondPaise: number;
  stonesPaise: number;
  processingPaise: number;
  ratesDate: string | null;
}

/** Returns, exchanges, buyback and maintenance of a delivered order's pieces (ARCHITECTURE §7). */
export const afterSaleRequests = pgTable(
  'after_sale_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: afterSaleKind('kind').notNull(),
    status: afterSaleStatus('status').notNull().default('requested'),
    /** Order item ids, ascending. */
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    media: jsonb('media').$type<AfterSaleMedia[]>().notNull().default([]),
    steps: jsonb('steps').$type<AfterSaleStep[]>().notNull(),
    /** Set at inspection (exchange, buyback, return): what the completion pays or credits. */
    value: jsonb('value').$type<AfterSaleValue>(),
    /** A buyback's bank transfer reference, recorded by the admin who paid it. */
    payoutReference: text('payout_reference'),
    payoutPaise: paise('payout_paise'),
    completedAt: timestampTz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('after_sale_requests_user_idx').on(t.userId, t.createdAt),
    index('after_sale_requests_order_idx').on(t.orderId),
    index('after_sale_requests_status_idx').on(t.status, t.kind),
  ],
);

/** Store credit: every movement signed (+ granted or given back, − spent or redeemed). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: walletEntryKind('kind').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    reason: text('reason').notNull(),
    afterSaleRequestId: integer('after_sale_request_id').references(() => afterSaleRequests.id),
    orderId: integer('order_id').references(() => orders.id),
    payoutId: integer('payout_id'),
    /** The refund row that gave spent credit back (one entry per refund). */
    refundId: integer('refund_id'),
    /** The old gold lot an `old_gold_credit` credited (issue 39). */
    goldExchangeId: integer('gold_exchange_id').references((): AnyPgColumn => goldExchanges.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    check('wallet_entries_amount_nonzero', sql`${t.amountPaise} <> 0`),
    // An exchange credits once; a refund of spent credit gives it back once.
    uniqueIndex('wallet_entries_exchange_idx').on(t.afterSaleRequestId).where(sql`${t.kind} = 'exchange_credit'`),
    // An old gold lot credits once (issue 39; only its credit names the lot).
    uniqueIndex('wallet_entries_old_gold_idx').on(t.goldExchangeId).where(sql`${t.goldExchangeId} IS NOT NULL`),
    uniqueIndex('wallet_entries_refund_idx').on(t.refundId).where(sql`${t.refundId} IS NOT NULL`),
  ],
);

/** Credit turned into cash (POST wallet/redeem): paid by the shop by bank transfer with its reference. */
export const walletPayouts = pgTable(
  'wallet_payouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: paise('amount_paise').notNull(),
    status: payoutStatus('status').notNull().default('requested'),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').unique('wallet_payouts_idempotency_key_unique'),
    paidAt: timestampTz('paid_at'),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wallet_payouts_status_idx').on(t.status, t.createdAt), check('wallet_payouts_amount_positive', sql`${t.amountPaise} > 0`)],
);
