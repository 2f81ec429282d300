import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAX_QUANTITY, MAX_RING_SIZE, MIN_QUANTITY, MIN_RING_SIZE } from '@kanak/domain';
import { products } from './catalog.ts';
import { createdAt, timestampTz, updatedAt } from './columns.ts';
import { clarity, goldColour, karat } from './enums.ts';
import { users } from './users.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    goldColour: goldColour('gold_type').notNull(),
    karat: karat('gold_carat').notNull(),
    clarity: clarity('diamond_clarity').notNull().default('SI-I IJ'),
    ringSize: integer('ring_size'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /**
     * One line per option set, so adding the same choice merges quantities. Upsert with
     * `ON CONFLICT (user_id, product_id, gold_type, gold_carat, diamond_clarity,
     * coalesce(ring_size, 0))` — see `cartItemConflictTarget`.
     */
    uniqueIndex('cart_items_option_set_unique').on(
      t.userId,
      t.productId,
      t.goldColour,
      t.karat,
      t.clarity,
      sql`coalesce("ring_size", 0)`,
    ),
    check('cart_items_quantity_range', sql`${t.quantity} BETWEEN ${sql.raw(String(MIN_QUANTITY))} AND ${sql.raw(String(MAX_QUANTITY))}`),
    check(
      'cart_items_ring_size_range',
      sql`${t.ringSize} IS NULL OR ${t.ringSize} BETWEEN ${sql.raw(String(MIN_RING_SIZE))} AND ${sql.raw(String(MAX_RING_SIZE))}`,
    ),
  ],
);

/** The conflict target matching `cart_items_option_set_unique`, for raw `INSERT … ON CONFLICT`. */
export const cartItemConflictTarget = sql.raw(
  '(user_id, product_id, gold_type, gold_carat, diamond_clarity, coalesce(ring_size, 0))',
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('favorites_user_product_unique').on(t.userId, t.productId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    landmark: text('landmark').notNull().default(''),
    /** Exactly 10 digits. */
    mobile: text('mobile').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: orders keep pointing at addresses the customer removed. */
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    index('addresses_user_live_idx').on(t.userId).where(sql`${t.deletedAt} IS NULL`),
    check('addresses_mobile_digits', sql`${t.mobile} ~ '^[0-9]{10}$'`),
  ],
);
