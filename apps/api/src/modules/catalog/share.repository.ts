import { schema, type Db, type Category, type Product } from '@kanak/db';
import { and, asc, eq } from 'drizzle-orm';

/** An active piece with its category's name, for the page's share tags and JSON-LD. */
export async function findSharedProduct(db: Db, id: number): Promise<{ p: Product; category: string } | undefined> {
  const [found] = await db
    .select({ p: schema.products, category: schema.categories.name })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.categories.id, schema.products.productCategoryId))
    .where(and(eq(schema.products.id, id), eq(schema.products.isActive, true)));
  return found;
}

export async function findSharedCategory(db: Db, id: number): Promise<Category | undefined> {
  const [found] = await db.select().from(schema.categories).where(eq(schema.categories.id, id));
  return found;
}

/** Every active piece and every category, in id order, for sitemap.xml. */
export async function sitemapEntries(db: Db): Promise<{ products: { id: number; updatedAt: Date }[]; categories: { id: number }[] }> {
  const [products, categories] = await Promise.all([
    db
      .select({ id: schema.products.id, updatedAt: schema.products.updatedAt })
      .from(schema.products)
      .where(eq(schema.products.isActive, true))
      .orderBy(asc(schema.products.id)),
    db.select({ id: schema.categories.id }).from(schema.categories).orderBy(asc(schema.categories.id)),
  ]);
  return { products, categories };
}
