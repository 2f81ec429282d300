import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { currentRateCard, isUniqueViolation, recomputeListPrice, schema, type Db, type NewProduct, type Product as ProductRow } from '@kanak/db';
import {
  ADMIN_MESSAGES,
  CLARITIES,
  GOLD_COLOURS,
  KARATS,
  toThousandths,
  type AdminProduct,
  type AdminProductUpdate,
  type RateCard,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import { toProductView } from '../catalog/product-view.ts';

const { products, categories } = schema;

/** Admins see products even before the first rate card exists: priced at zero until then. */
const ZERO_CARD: RateCard = {
  gold: Object.fromEntries(GOLD_COLOURS.map((c) => [c, Object.fromEntries(KARATS.map((k) => [k, 0]))])) as RateCard['gold'],
  diamond: Object.fromEntries(CLARITIES.map((c) => [c, 0])) as RateCard['diamond'],
};

export async function cardOrZero(db: Db): Promise<RateCard> {
  return (await currentRateCard(db)) ?? ZERO_CARD;
}

export function toAdminProduct(row: ProductRow, category: { id: number; name: string }, card: RateCard): AdminProduct {
  return { ...toProductView(row, category, card), is_active: row.isActive };
}

/** API fields (grams, carats, SPEC §3 names) to columns; only the fields given. */
export function toColumns(input: AdminProductUpdate): Partial<NewProduct> {
  const c: Partial<NewProduct> = {};
  const set = <K extends keyof NewProduct>(key: K, value: NewProduct[K] | undefined) => {
    if (value !== undefined) c[key] = value;
  };
  set('name', input.name);
  set('description', input.description);
  set('productCategoryId', input.product_category_id);
  set('productCode', input.product_code);
  set('prodheight', input.prodheight);
  set('prodweight', input.prodweight);
  set('prodWidth', input.prod_width);
  set('productDimensions', input.product_dimensions);
  if (input.metal_weight !== undefined) c.metalWeightMg = toThousandths(input.metal_weight);
  if (input.diamond_weight !== undefined) c.diamondWeightMct = toThousandths(input.diamond_weight);
  set('diamondCount', input.diamond_count);
  set('diamondShape', input.diamond_shape);
  set('productIsDiamond', input.product_is_diamond);
  set('priceMakingCharge', input.price_making_charge);
  set('gstPercent', input.gst);
  set('isRing', input.ring);
  if (input.ring_sizes !== undefined) c.ringSizes = [...new Set(input.ring_sizes)].sort((a, b) => a - b);
  set('hasStone', input.stone);
  set('stoneWeight', input.stone_weight);
  set('stones', input.stones);
  set('type', input.type);
  set('metalType', input.metal_type);
  set('karat', input.karat);
  set('bestSeller', input.best_seller);
  set('isActive', input.is_active);
  return c;
}

async function checkCategory(db: Db, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw unprocessable(ADMIN_MESSAGES.categoryMissing, { product_category_id: [ADMIN_MESSAGES.categoryMissing] });
}

function duplicateCode(err: unknown): never {
  if (isUniqueViolation(err, 'products_product_code_unique')) {
    throw unprocessable(ADMIN_MESSAGES.productCodeExists, { product_code: [ADMIN_MESSAGES.productCodeExists] });
  }
  throw err;
}

/** One product, active or not, with its category. */
export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct> {
  const [found] = await db
    .select({ row: products, category: { id: categories.id, name: categories.name } })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(eq(products.id, id));
  if (!found) throw notFound('Product not found');
  return toAdminProduct(found.row, found.category, await cardOrZero(db));
}

/** Inserts a product and prices it in the same transaction (ARCHITECTURE §4 list price). */
export async function createProduct(db: Db, values: NewProduct): Promise<number> {
  await checkCategory(db, values.productCategoryId);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      await recomputeListPrice(tx, row!.id);
      return row!.id;
    });
  } catch (err) {
    return duplicateCode(err);
  }
}

export async function updateProduct(db: Db, id: number, values: Partial<NewProduct>): Promise<void> {
  await checkCategory(db, values.productCategoryId);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning({ id: products.id });
      if (!row) throw notFound('Product not found');
      await recomputeListPrice(tx, id);
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    duplicateCode(err);
  }
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Every product (inactive too), newest first, by name or code and category. */
export async function listAdminProducts(db: Db, q: { q?: string; category_id?: number; page: number; per_page: number }) {
  const where: SQL[] = [];
  if (q.category_id !== undefined) where.push(eq(products.productCategoryId, q.category_id));
  if (q.q) {
    const like = `%${likeEscape(q.q)}%`;
    where.push(or(ilike(products.name, like), ilike(products.productCode, like))!);
  }
  const rows = await db
    .select({ row: products, category: { id: categories.id, name: categories.name }, total: sql<number>`count(*) over ()` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .where(and(...where))
    .orderBy(desc(products.id), asc(products.name))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const card = await cardOrZero(db);
  return {
    data: rows.map((r) => toAdminProduct(r.row, r.category, card)),
    meta: { total: Number(rows[0]?.total ?? 0), page: q.page, per_page: q.per_page },
  };
}
