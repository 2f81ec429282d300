import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { GOLD_EXCHANGE_STATUSES, OLD_GOLD_HANDOVERS, type BuyRates, type OldGoldKind, type WorkshopKarat } from '@kanak/domain';
import type { AfterSaleMedia } from './after-sale.ts';
import { createdAt, paise, timestampTz, updatedAt } from './columns.ts';
import type { AddressSnapshot } from './orders.ts';
import { users } from './users.ts';

export const goldExchangeStatus = pgEnum('gold_exchange_status', GOLD_EXCHANGE_STATUSES);
export const oldGoldHandover = pgEnum('old_gold_handover', OLD_GOLD_HANDOVERS);

/** One piece as the customer described it. */
export interface OldGoldItem {
  kind: OldGoldKind;
  karat: WorkshopKarat;
  approxWeightMg: number;
}

/** One step the lot took, who moved it and their note; the first is `requested`. */
export interface GoldExchangeStep {
  status: (typeof GOLD_EXCHANGE_STATUSES)[number];
  at: string;
  note: string | null;
  by: 'customer' | 'owner';
}

/**
 * A customer's old gold offered to the shop (ARCHITECTURE §11, issue 39, decision 059): the
 * description and estimate as sent, what the shop's test found, the valuation, and once the
 * customer accepts, the credit (the wallet entry and the purchase voucher point back here).
 */
export const goldExchanges = pgTable(
  'gold_exchanges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: goldExchangeStatus('status').notNull().default('requested'),
    handover: oldGoldHandover('handover').notNull(),
    items: jsonb('items').$type<OldGoldItem[]>().notNull(),
    /** The collection address as it was when asked (null when brought to the shop). */
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot>(),
    photos: jsonb('photos').$type<AfterSaleMedia[]>().notNull().default([]),
    /** The buy rates (paise per gram) the estimate was made on, and the deduction in basis points. */
    buyRates: jsonb('buy_rates').$type<BuyRates>().notNull(),
    deductionBasisPoints: integer('deduction_basis_points').notNull(),
    estimatePaise: paise('estimate_paise').notNull(),
    estimateDeductionPaise: paise('estimate_deduction_paise').notNull(),
    /** Weighed as received, stones and all; the net weight is the gold the test found (XRF). */
    grossWeightMg: integer('gross_weight_mg'),
    testedKarat: text('tested_karat').$type<WorkshopKarat>(),
    netWeightMg: integer('net_weight_mg'),
    ratePerGramPaise: paise('rate_per_gram_paise'),
    grossValuePaise: paise('gross_value_paise'),
    deductionPaise: paise('deduction_paise'),
    valuePaise: paise('value_paise'),
    valuedAt: timestampTz('valued_at'),
    acceptedAt: timestampTz('accepted_at'),
    creditedAt: timestampTz('credited_at'),
    steps: jsonb('steps').$type<GoldExchangeStep[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gold_exchanges_user_idx').on(t.userId, t.createdAt),
    index('gold_exchanges_status_idx').on(t.status, t.createdAt),
    check('gold_exchanges_estimate_nonnegative', sql`${t.estimatePaise} >= 0`),
    check('gold_exchanges_gross_not_below_net', sql`${t.grossWeightMg} is null or ${t.netWeightMg} is null or ${t.grossWeightMg} >= ${t.netWeightMg}`),
    check('gold_exchanges_net_weight_positive', sql`${t.netWeightMg} is null or ${t.netWeightMg} > 0`),
    // A credited lot was valued and accepted; an accepted one was valued.
    check('gold_exchanges_credited_accepted', sql`${t.status} <> 'credited' or (${t.acceptedAt} is not null and ${t.valuePaise} is not null and ${t.creditedAt} is not null)`),
    check('gold_exchanges_valued_has_value', sql`${t.valuedAt} is null or (${t.valuePaise} is not null and ${t.testedKarat} is not null and ${t.netWeightMg} is not null)`),
  ],
);

export type GoldExchangeRow = typeof goldExchanges.$inferSelect;
