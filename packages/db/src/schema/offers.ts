import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, paise, timestampTz, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Offers jewellers run (ARCHITECTURE §7): a cut of the making charge and of the diamond value in
 * basis points (2500 = 25%), live from `starts_at` (included) to `ends_at` (excluded). Without a
 * code an offer is automatic: part of every price it covers.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Upper case; null: automatic. */
    code: text('code').unique('offers_code_unique'),
    makingDiscountBp: integer('making_discount_bp').notNull().default(0),
    diamondDiscountBp: integer('diamond_discount_bp').notNull().default(0),
    /** Category ids it covers; null: every category. */
    categoryIds: jsonb('category_ids').$type<number[]>(),
    minOrderPaise: paise('min_order_paise'),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_live_idx').on(t.active, t.startsAt, t.endsAt),
    check('offers_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('offers_percent_range', sql`${t.makingDiscountBp} BETWEEN 0 AND 10000 AND ${t.diamondDiscountBp} BETWEEN 0 AND 10000`),
  ],
);

/** The code a customer applied to their cart (POST cart/coupon): one per cart, checked again at every read. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id')
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
