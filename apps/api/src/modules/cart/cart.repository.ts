import { and, asc, eq, sql } from 'drizzle-orm';
import {
  cartItemConflictTarget,
  preparedFor,
  schema,
  type Db,
  type Product as ProductRow,
} from '@kanak/db';
import {
  MAX_QUANTITY,
  type AddToCartFields,
  type Clarity,
  type GoldColour,
  type Karat,
} from '@kanak/domain';

const { cartItems, products, categories } = schema;

export interface CartRow {
  item: {
    id: number;
    productId: number;
    quantity: number;
    goldColour: GoldColour;
    karat: Karat;
    clarity: Clarity;
    ringSize: number | null;
  };
  product: ProductRow;
  category: { id: number; name: string };
}

/** The customer's lines of active products, oldest first, with product and category. */
export async function listCart(db: Db, userId: number): Promise<CartRow[]> {
  return cartLines(db).execute({ userId });
}

const cartLines = preparedFor(
  (db, name) =>
    db
      .select({
        item: {
          id: cartItems.id,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          goldColour: cartItems.goldColour,
          karat: cartItems.karat,
          clarity: cartItems.clarity,
          ringSize: cartItems.ringSize,
        },
        product: products,
        category: { id: categories.id, name: categories.name },
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(categories, eq(categories.id, products.productCategoryId))
      .where(and(eq(cartItems.userId, sql.placeholder('userId')), eq(products.isActive, true)))
      .orderBy(asc(cartItems.id))
      .prepare(name),
  'kanak_cart_lines',
);

/** An active product by id, or undefined. */
export async function findActiveProduct(
  db: Db,
  productId: number,
): Promise<ProductRow | undefined> {
  const [row] = await activeProduct(db).execute({ productId });
  return row;
}

const activeProduct = preparedFor(
  (db, name) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.id, sql.placeholder('productId')), eq(products.isActive, true)))
      .prepare(name),
  'kanak_cart_active_product',
);

export interface MergeResult {
  id: number;
  quantity: number;
  /** A new line rather than a merge into an existing one. */
  inserted: boolean;
  /** The sum went past the maximum and was cut to it. */
  capped: boolean;
}

/**
 * Adds a line or merges into the one with the same option set, in one statement: the unique index
 * makes concurrent adds of the same choice add up instead of making two lines (SPEC §4).
 * `capped` reads the line as the statement's snapshot saw it; under a race it may miss, the
 * quantity never does.
 */
export async function addOrMerge(
  db: Db,
  userId: number,
  line: AddToCartFields,
): Promise<MergeResult> {
  const ringSize = line.ring_size ?? null;
  const result = await db.execute<{
    id: number;
    quantity: number;
    inserted: boolean;
    before: number | null;
  }>(sql`
    with prior as (
      select quantity from cart_items
      where user_id = ${userId} and product_id = ${line.product_id}
        and gold_type = ${line.gold_type} and gold_carat = ${line.gold_carat}
        and diamond_clarity = ${line.diamond_clarity}
        and coalesce(ring_size, 0) = coalesce(${ringSize}::integer, 0)
    )
    insert into cart_items (user_id, product_id, quantity, gold_type, gold_carat, diamond_clarity, ring_size)
    values (${userId}, ${line.product_id}, ${line.quantity}, ${line.gold_type}, ${line.gold_carat},
            ${line.diamond_clarity}, ${ringSize}::integer)
    on conflict ${cartItemConflictTarget} do update
      set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_QUANTITY}), updated_at = now()
    returning id, quantity, (xmax = 0) as inserted, (select quantity from prior) as before
  `);
  const [row] = result.rows;
  if (!row) throw new Error('insert into cart_items returned no row');
  const before = row.before === null ? 0 : Number(row.before);
  return {
    id: Number(row.id),
    quantity: Number(row.quantity),
    inserted: Boolean(row.inserted),
    capped: !row.inserted && before + line.quantity > MAX_QUANTITY,
  };
}

/** Sets a line's quantity; false when the line is not this customer's. */
export async function setQuantity(
  db: Db,
  userId: number,
  id: number,
  quantity: number,
) {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Removes a line; false when the line is not this customer's. */
export async function removeLine(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Empties the customer's cart. */
export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
