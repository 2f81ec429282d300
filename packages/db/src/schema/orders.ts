import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CANCEL_REASONS, MAX_QUANTITY, MIN_QUANTITY } from '@kanak/domain';
import type { PriceBreakdown, RateCard } from '@kanak/domain';
import { products, rateCards, type ProductStone } from './catalog.ts';
import { createdAt, paise, timestampTz, updatedAt } from './columns.ts';
import { documents } from './documents.ts';
import { actor, clarity, goldColour, karat, orderStatus, productionStage } from './enums.ts';
import { addresses } from './shopping.ts';
import { users } from './users.ts';

/** The delivery address as it was when the order was placed. */
export interface AddressSnapshot {
  recipient_name: string;
  landmark: string;
  mobile: string;
  pincode: string;
  state: string;
  area: string;
  address: string;
}

/** What an order line locks of its product (ARCHITECTURE §4 price lock). */
export interface ProductSnapshot {
  name: string;
  productCode: string;
  images: string[];
  categoryId: number;
  metalWeightMg: number;
  diamondWeightMct: number;
  diamondCount: number;
  isDiamond: boolean;
  stones: ProductStone[];
  stonesPaise: number;
  makingCharge: number;
  gstPercent: number;
}

const customerReasons = sql.raw(CANCEL_REASONS.map((r) => `'${r.replaceAll("'", "''")}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id),
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot>().notNull(),
    status: orderStatus('status').notNull().default('pending_advance'),
    productionStage: productionStage('production_stage'),
    totalPaise: paise('total_paise').notNull(),
    firstPaymentPaise: paise('first_payment_paise').notNull(),
    firstPaymentAmountStatus: text('first_payment_amount_status'),
    firstPaymentMsg: text('first_payment_msg'),
    firstPaymentTransactionId: text('first_payment_transaction_id'),
    secondPaymentTransactionId: text('second_payment_transaction_id'),
    secondPaymentAmountStatus: text('second_payment_amount_status'),
    secondPaymentMsg: text('second_payment_msg'),
    orderMessage: text('order_message'),
    /** One of CANCEL_REASONS when the customer cancels; free text for admin and system. */
    cancelReason: text('cancel_reason'),
    cancelledBy: actor('cancelled_by'),
    cancelledAt: timestampTz('cancelled_at'),
    /** Recorded by an admin (±2%); the balance is recomputed from the locked rates. */
    finishedWeightMg: integer('finished_weight_mg'),
    /** Finished diamond weight in milli-carats, when the admin recorded one. */
    finishedDiamondWeightMct: integer('finished_diamond_weight_mct'),
    /** Why the finished weight differs from the received workshop jobs' net weight (decision 051). */
    finishedWeightReason: text('finished_weight_reason'),
    weightAdjustedAt: timestampTz('weight_adjusted_at'),
    trackingNumber: text('tracking_number'),
    courier: text('courier'),
    dispatchedAt: timestampTz('dispatched_at'),
    deliveredAt: timestampTz('delivered_at'),
    /** Hallmark unique ids, one per piece. */
    huid: jsonb('huid').$type<string[]>().notNull().default([]),
    /** The buyer's GSTIN for a business purchase (checksum-checked); the invoice names it. */
    buyerGstin: text('buyer_gstin'),
    /** With the GSTIN: the buyer as registered, billed on every tax document (ARCHITECTURE §9 "Bill to and ship to"). */
    buyerLegalName: text('buyer_legal_name'),
    /** With the GSTIN: the buyer's billing address, its lines separated by new lines. */
    billingAddress: text('billing_address'),
    panDocumentId: integer('pan_document_id').references(() => documents.id),
    otherDocumentId: integer('other_document_id').references(() => documents.id),
    rateCardId: integer('rate_card_id')
      .notNull()
      .references(() => rateCards.id),
    /** When an unpaid order expires (pending_advance only). */
    expiresAt: timestampTz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    check('orders_total_positive', sql`${t.totalPaise} > 0`),
    check(
      'orders_payments_non_negative',
      sql`${t.firstPaymentPaise} >= 0 AND ${t.firstPaymentPaise} <= ${t.totalPaise}`,
    ),
    check('orders_finished_weight_positive', sql`${t.finishedWeightMg} IS NULL OR ${t.finishedWeightMg} > 0`),
    check(
      'orders_customer_cancel_reason',
      sql`${t.cancelledBy} IS DISTINCT FROM 'customer' OR ${t.cancelReason} IN (${customerReasons})`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The cart line it came from; no foreign key, carts are cleared after ordering. */
    cartItemId: integer('cart_item_id'),
    quantity: integer('quantity').notNull(),
    goldColour: goldColour('gold_type').notNull(),
    karat: karat('gold_carat').notNull(),
    clarity: clarity('diamond_clarity').notNull(),
    ringSize: integer('ring_size'),
    productSnapshot: jsonb('product_snapshot').$type<ProductSnapshot>().notNull(),
    /** The whole rate card in force when the order was placed. */
    ratesSnapshot: jsonb('rates_snapshot').$type<RateCard>().notNull(),
    breakdown: jsonb('breakdown').$type<PriceBreakdown>().notNull(),
    unitTotalPaise: paise('unit_total_paise').notNull(),
    lineTotalPaise: paise('line_total_paise').notNull(),
    /** Hallmark unique ids (BIS HUID, 6 characters), one per piece, recorded at dispatch. */
    huids: jsonb('huids').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_range', sql`${t.quantity} BETWEEN ${sql.raw(String(MIN_QUANTITY))} AND ${sql.raw(String(MAX_QUANTITY))}`),
    check('order_items_totals_positive', sql`${t.unitTotalPaise} > 0 AND ${t.lineTotalPaise} > 0`),
  ],
);
