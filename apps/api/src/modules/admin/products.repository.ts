import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { recomputeListPrice, schema, type Db, type NewProduct, type Product as ProductRow } from '@kanak/db';
import { containsPattern, returned } from './sql-helpers.ts';

const { products, categories, orderItems } = schema;
const category = { id: categories.id, name: categories.name };

/** One product, active or not, with its category's id and name. */
export async function findProductWithCategory(db: Db, id: number) {
  const [found] = await db
    .select({ row: products, category })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(eq(products.id, id));
  return found;
}

/** Every product (inactive too), newest first, by name or code and category; `total` counts every match. */
export async function listProducts(db: Db, q: { q?: string | undefined; category_id?: number | undefined; page: number; per_page: number }) {
  const like = q.q ? containsPattern(q.q) : undefined;
  const rows = await db
    .select({ row: products, category, total: sql<number>`count(*) over ()` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(
      and(
        q.category_id === undefined ? undefined : eq(products.productCategoryId, q.category_id),
        like === undefined ? undefined : or(ilike(products.name, like), ilike(products.productCode, like)),
      ),
    )
    .orderBy(desc(products.id), asc(products.name))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Inserts a product and prices it (ARCHITECTURE §4 list price); a taken code throws `products_product_code_unique`. */
export async function insertProduct(db: Db, values: NewProduct): Promise<number> {
  const { id } = returned(await db.insert(products).values(values).returning({ id: products.id }));
  await recomputeListPrice(db, id);
  return id;
}

/** Changes the given columns and re-prices; false when there is no such product. */
export async function updateProduct(db: Db, id: number, values: Partial<NewProduct>): Promise<boolean> {
  const [row] = await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) return false;
  await recomputeListPrice(db, id);
  return true;
}

/** Changes the given columns without re-pricing (media, the active flag); false when there is no such product. */
export async function setProductColumns(db: Db, id: number, values: Partial<NewProduct>): Promise<boolean> {
  const [row] = await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning({ id: products.id });
  return row !== undefined;
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The product row locked until the transaction ends: two uploads to one product queue. */
export async function lockProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

/** Whether any order line of this product locked the URL into its snapshot (at any depth). */
export async function inOrderSnapshot(db: Db, productId: number, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.productId, productId),
        sql`jsonb_path_exists(${orderItems.productSnapshot}, '$.** ? (@ == $url)', jsonb_build_object('url', ${url}::text))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
