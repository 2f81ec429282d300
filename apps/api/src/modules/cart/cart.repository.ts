import { and, asc, eq, sql } from 'drizzle-orm';
import {
  preparedFor,
  schema,
  type Db,
  type Product as ProductRow,
} from '@kanak/db';
import {
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

/** What a cart line is read as (`CartRow['item']`), here and by the add (cart-add.repository.ts). */
export const cartLineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  goldColour: cartItems.goldColour,
  karat: cartItems.karat,
  clarity: cartItems.clarity,
  ringSize: cartItems.ringSize,
};

/** The customer's lines of active products, oldest first, with product and category. */
export async function listCart(db: Db, userId: number): Promise<CartRow[]> {
  return cartLines(db).execute({ userId });
}

const cartLines = preparedFor(
  (db, name) =>
    db
      .select({
        item: cartLineColumns,
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
