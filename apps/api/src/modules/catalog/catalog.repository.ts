import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { preparedFor, pricedAtSql, schema, type Db, type Product as ProductRow } from '@kanak/db';
import {
  DEFAULT_GOLD_COLOUR,
  DEFAULT_KARAT,
  DEFAULT_PRODUCT_CLARITY,
  type FilterProductsQuery,
} from '@kanak/domain';

const { products, categories, homeCarousel } = schema;

/** Categories in menu order. */
export async function listCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** Active home carousel slides in order. */
export async function listCarousel(db: Db) {
  return db
    .select({ id: homeCarousel.id, images: homeCarousel.images })
    .from(homeCarousel)
    .where(eq(homeCarousel.isActive, true))
    .orderBy(asc(homeCarousel.sortOrder), asc(homeCarousel.id));
}

export interface ProductWithCategory {
  row: ProductRow;
  category: { id: number; name: string };
  pricePaise: number;
}

/** What a name search asks of the products (search.repository.ts `searchSql`). */
export interface SearchFilter {
  /** The matching search documents as a row source aliased `sd`, joined on `sd.product_id`. */
  documents: SQL;
  /** Relevance, used unless the shopper chose a price or newest order. */
  order: SQL[];
}

/**
 * One page of products matching the filters. Amount filters and sorting use the stored list price
 * (indexed); with a metal or purity they use the exact price at those options (ARCHITECTURE §4).
 * A name search (`search`) narrows them and, in the featured order, ranks them by relevance.
 */
export async function filterProducts(
  db: Db,
  q: Omit<FilterProductsQuery, 'name'>,
  search?: SearchFilter,
): Promise<{ items: ProductWithCategory[]; total: number }> {
  const pricedAtOptions = q.metal !== undefined || q.gold_purity !== undefined;
  const priced = pricedAtOptions
    ? pricedAtSql({
        goldColour: q.metal ?? DEFAULT_GOLD_COLOUR,
        karat: q.gold_purity ?? DEFAULT_KARAT,
        clarity: DEFAULT_PRODUCT_CLARITY,
      })
    : undefined;
  const price: SQL<number> = priced
    ? sql<number>`pa.list_price`
    : sql<number>`${products.listPricePaise}`;

  const where: SQL[] = [eq(products.isActive, true)];
  if (q.fav_product === 'Y') where.push(eq(products.bestSeller, true));
  if (q.category_id !== undefined) where.push(eq(products.productCategoryId, q.category_id));
  if (q.min_amount !== undefined) where.push(gte(price, q.min_amount * 100));
  if (q.max_amount !== undefined) where.push(lte(price, q.max_amount * 100));

  const order =
    q.sort === 'price_asc'
      ? [asc(price), asc(products.id)]
      : q.sort === 'price_desc'
        ? [desc(price), asc(products.id)]
        : q.sort === 'newest'
          ? [desc(products.createdAt), desc(products.id)]
          : [...(search?.order ?? []), desc(products.bestSeller), asc(products.id)];

  const base = db
    .select({
      id: products.id,
      price: price.as('price'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(products);
  const withPrice = priced ? base.innerJoin(sql`${priced} pa`, sql`pa.id = ${products.id}`) : base;
  const joined = search ? withPrice.innerJoin(search.documents, sql`sd.product_id = ${products.id}`) : withPrice;
  const page = await joined
    .where(and(...where))
    .orderBy(...order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);

  const [first] = page;
  if (!first) return { items: [], total: await countOnly(db, where, priced, search) };
  const total = Number(first.total);

  const rows = await fetchProducts(
    db,
    page.map((p) => p.id),
  );
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  const items = page.flatMap((p) => {
    const found = byId.get(p.id);
    return found ? [{ ...found, pricePaise: Number(p.price) }] : [];
  });
  return { items, total };
}

/** The total when the page is past the end (the window count is then not there to read). */
async function countOnly(
  db: Db,
  where: SQL[],
  priced: SQL | undefined,
  search: SearchFilter | undefined,
): Promise<number> {
  const base = db.select({ n: sql<number>`count(*)` }).from(products);
  const withPrice = priced ? base.innerJoin(sql`${priced} pa`, sql`pa.id = ${products.id}`) : base;
  const joined = search ? withPrice.innerJoin(search.documents, sql`sd.product_id = ${products.id}`) : withPrice;
  const [row] = await joined.where(and(...where));
  return Number(row?.n ?? 0);
}

/** Products by id with their category, at their list price. */
export async function fetchProducts(
  db: Db,
  ids: number[],
): Promise<ProductWithCategory[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: products, category: { id: categories.id, name: categories.name } })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  return rows.map((r) => ({ ...r, pricePaise: r.row.listPricePaise }));
}

/** One active product with its category: a `products/{id}` that missed the cache (decision 032). */
export async function fetchProduct(db: Db, id: number): Promise<ProductWithCategory | undefined> {
  const [found] = await productById(db).execute({ id });
  return found ? { ...found, pricePaise: found.row.listPricePaise } : undefined;
}

const productById = preparedFor(
  (db, name) =>
    db
      .select({ row: products, category: { id: categories.id, name: categories.name } })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.productCategoryId))
      .where(and(eq(products.id, sql.placeholder('id')), eq(products.isActive, true)))
      .prepare(name),
  'kanak_product_by_id',
);

/** Active products of one category, best sellers first. */
export async function productsInCategory(db: Db, categoryId: number) {
  const rows = await db
    .select({ row: products, category: { id: categories.id, name: categories.name } })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(and(eq(products.productCategoryId, categoryId), eq(products.isActive, true)))
    .orderBy(desc(products.bestSeller), asc(products.id));
  return rows.map((r) => ({ ...r, pricePaise: r.row.listPricePaise }));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  return rows.length > 0;
}
