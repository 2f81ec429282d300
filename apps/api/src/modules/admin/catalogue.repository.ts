import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import { returned } from './sql-helpers.ts';

const { categories, homeCarousel, products } = schema;

// ---- Categories ----------------------------------------------------------------------------

const productCount = sql<number>`(select count(*) from ${products} p where p.product_category_id = "categories"."id")`;

/** Every category in display order, with how many products it holds. */
export async function listCategories(db: Db) {
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image, sort_order: categories.sortOrder, product_count: productCount })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** The new category's id; a taken name throws the unique violation `categories_name_unique`. */
export async function insertCategory(db: Db, values: { name: string; sortOrder: number }): Promise<number> {
  return returned(await db.insert(categories).values(values).returning({ id: categories.id })).id;
}

/** Whether the category exists; a taken name throws `categories_name_unique`. */
export async function updateCategory(db: Db, id: number, set: { name?: string; sortOrder?: number; image?: string[] }): Promise<boolean> {
  const [row] = await db.update(categories).set(set).where(eq(categories.id, id)).returning({ id: categories.id });
  return row !== undefined;
}

// ---- Home carousel -------------------------------------------------------------------------

export async function listSlides(db: Db) {
  const rows = await db.select().from(homeCarousel).orderBy(asc(homeCarousel.sortOrder), asc(homeCarousel.id));
  return rows.map((r) => ({ id: r.id, images: r.images, sort_order: r.sortOrder, is_active: r.isActive }));
}

/** A new slide, last in order. */
export async function insertSlide(db: Db, images: string[]): Promise<number> {
  const rows = await db
    .insert(homeCarousel)
    .values({ images, sortOrder: sql`(select coalesce(max(${homeCarousel.sortOrder}), -1) + 1 from ${homeCarousel})` })
    .returning({ id: homeCarousel.id });
  return returned(rows).id;
}

/** The slides in the given order; slides not named keep their place after them. */
export async function reorderSlides(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) await tx.update(homeCarousel).set({ sortOrder: i }).where(eq(homeCarousel.id, id));
    const rest = (await tx.select({ id: homeCarousel.id }).from(homeCarousel).orderBy(asc(homeCarousel.sortOrder), asc(homeCarousel.id))).filter(
      (r) => !ids.includes(r.id),
    );
    for (const [i, r] of rest.entries()) await tx.update(homeCarousel).set({ sortOrder: ids.length + i }).where(eq(homeCarousel.id, r.id));
  });
}

export async function setSlideActive(db: Db, id: number, isActive: boolean) {
  const [row] = await db.update(homeCarousel).set({ isActive }).where(eq(homeCarousel.id, id)).returning();
  return row;
}

/** The deleted slide's id and images, or undefined when there was none. */
export async function deleteSlide(db: Db, id: number) {
  const [row] = await db.delete(homeCarousel).where(eq(homeCarousel.id, id)).returning({ id: homeCarousel.id, images: homeCarousel.images });
  return row;
}
