import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db, type Product as ProductRow } from '@kanak/db';

const { favorites, products, categories } = schema;

export interface FavoriteRow {
  id: number;
  product: ProductRow;
  category: { id: number; name: string };
}

/** The customer's favourites of active products, newest first; `onlyId` narrows to one. */
export async function listFavorites(
  db: Db,
  userId: number,
  onlyId?: number,
): Promise<FavoriteRow[]> {
  return db
    .select({
      id: favorites.id,
      product: products,
      category: { id: categories.id, name: categories.name },
    })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(
      and(
        eq(favorites.userId, userId),
        eq(products.isActive, true),
        onlyId === undefined ? undefined : eq(favorites.id, onlyId),
      ),
    )
    .orderBy(desc(favorites.id));
}

/**
 * Saves the product once per customer: the unique (user, product) pair makes a second add, even a
 * concurrent one, a no-op. Returns the favourite's id and whether this call made it.
 */
export async function addFavorite(db: Db, userId: number, productId: number) {
  const [made] = await db
    .insert(favorites)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [favorites.userId, favorites.productId] })
    .returning({ id: favorites.id });
  if (made) return { id: made.id, created: true };
  const [existing] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return existing ? { id: existing.id, created: false } : undefined;
}

/** Removes one favourite by its id; false when it is not this customer's. */
export async function removeFavorite(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}

/** Removes the customer's favourite of a product; false when there is none. */
export async function removeFavoriteOfProduct(
  db: Db,
  userId: number,
  productId: number,
) {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.productId, productId), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}
