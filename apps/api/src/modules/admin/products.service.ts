import { currentRateCard, isUniqueViolation, type NewProduct, type Product as ProductRow } from '@kanak/db';
import {
  CLARITIES,
  GOLD_COLOURS,
  KARATS,
  MESSAGES,
  toThousandths,
  type AdminProduct,
  type AdminProductInput,
  type AdminProductUpdate,
  type RateCard,
} from '@kanak/domain';
import { notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { toProductView } from '../catalog/product-view.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { categoryExists } from './catalogue.repository.ts';
import { findProductWithCategory, insertProduct, listProducts, setProductColumns, updateProduct } from './products.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

/** Admins see products even before the first rate card exists: priced at zero until then. */
const ZERO_CARD: RateCard = {
  gold: Object.fromEntries(GOLD_COLOURS.map((c) => [c, Object.fromEntries(KARATS.map((k) => [k, 0]))])) as RateCard['gold'],
  diamond: Object.fromEntries(CLARITIES.map((c) => [c, 0])) as RateCard['diamond'],
};

function toAdminProduct(row: ProductRow, category: { id: number; name: string }, card: RateCard): AdminProduct {
  return { ...toProductView(row, category, card), is_active: row.isActive };
}

/** API fields taken over as they are, by column (SPEC §3 names on the left). */
const SAME_VALUE = {
  name: 'name',
  description: 'description',
  product_category_id: 'productCategoryId',
  product_code: 'productCode',
  prodheight: 'prodheight',
  prodweight: 'prodweight',
  prod_width: 'prodWidth',
  product_dimensions: 'productDimensions',
  diamond_count: 'diamondCount',
  diamond_shape: 'diamondShape',
  product_is_diamond: 'productIsDiamond',
  price_making_charge: 'priceMakingCharge',
  gst: 'gstPercent',
  ring: 'isRing',
  stone: 'hasStone',
  stone_weight: 'stoneWeight',
  stones: 'stones',
  type: 'type',
  metal_type: 'metalType',
  karat: 'karat',
  best_seller: 'bestSeller',
  is_active: 'isActive',
} as const satisfies Partial<Record<keyof AdminProductUpdate, keyof NewProduct>>;

/** API fields (grams, carats, SPEC §3 names) to columns; only the fields given. */
function toColumns(input: AdminProductUpdate): Partial<NewProduct> {
  const c: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(SAME_VALUE)) {
    const value = input[field as keyof typeof SAME_VALUE];
    if (value !== undefined) c[column] = value;
  }
  if (input.metal_weight !== undefined) c.metalWeightMg = toThousandths(input.metal_weight);
  if (input.diamond_weight !== undefined) c.diamondWeightMct = toThousandths(input.diamond_weight);
  if (input.ring_sizes !== undefined) c.ringSizes = [...new Set(input.ring_sizes)].sort((a, b) => a - b);
  return c as Partial<NewProduct>;
}

async function checkCategory(deps: Deps, id: number | undefined): Promise<void> {
  if (id === undefined || (await categoryExists(deps.database.db, id))) return;
  throw unprocessable(MESSAGES.admin.categoryMissing, { product_category_id: [MESSAGES.admin.categoryMissing] });
}

function duplicateCode(err: unknown): never {
  if (isUniqueViolation(err, 'products_product_code_unique')) {
    throw unprocessable(MESSAGES.admin.productCodeExists, { product_code: [MESSAGES.admin.productCodeExists] });
  }
  throw err;
}

/** One product, active or not, with its category. */
export async function findAdminProduct(deps: Deps, id: number): Promise<AdminProduct> {
  const found = await findProductWithCategory(deps.database.db, id);
  if (!found) throw notFound(MESSAGES.admin.productNotFound);
  return toAdminProduct(found.row, found.category, (await currentRateCard(deps.database.db)) ?? ZERO_CARD);
}

/** Every product (inactive too), newest first, by name or code and category. */
export async function listAdminProducts(deps: Deps, q: { q?: string | undefined; category_id?: number | undefined; page: number; per_page: number }) {
  const { rows, total } = await listProducts(deps.database.db, q);
  const card = (await currentRateCard(deps.database.db)) ?? ZERO_CARD;
  return { data: rows.map((r) => toAdminProduct(r.row, r.category, card)), meta: { total, page: q.page, per_page: q.per_page } };
}

/** Inserts a product and prices it in the same transaction (ARCHITECTURE §4 list price). */
export async function createProduct(deps: Deps, values: NewProduct): Promise<number> {
  await checkCategory(deps, values.productCategoryId);
  return deps.database.db.transaction((tx) => insertProduct(tx, values)).catch(duplicateCode);
}

/** POST admin/products: the typed fields, priced from the rate card. */
export async function addProduct(deps: Deps, actor: Actor, input: AdminProductInput): Promise<AdminProduct> {
  const columns = toColumns(input);
  const id = await createProduct(deps, {
    ...columns,
    name: input.name,
    productCode: input.product_code,
    productCategoryId: input.product_category_id,
    metalWeightMg: toThousandths(input.metal_weight),
  });
  await audit(deps.database.db, actor, 'product_created', 'product', id);
  return findAdminProduct(deps, id);
}

/** PUT admin/products/{id}: the fields given, then a new list price. */
export async function editProduct(deps: Deps, actor: Actor, id: number, input: AdminProductUpdate): Promise<AdminProduct> {
  const values = toColumns(input);
  await checkCategory(deps, values.productCategoryId);
  const found = await deps.database.db.transaction((tx) => updateProduct(tx, id, values)).catch(duplicateCode);
  if (!found) throw notFound(MESSAGES.admin.productNotFound);
  await audit(deps.database.db, actor, 'product_updated', 'product', id, { fields: Object.keys(input) });
  return findAdminProduct(deps, id);
}

/** Products are never hard-deleted: orders point at them. */
export async function deactivateProduct(deps: Deps, actor: Actor, id: number): Promise<AdminProduct> {
  if (!(await setProductColumns(deps.database.db, id, { isActive: false }))) throw notFound(MESSAGES.admin.productNotFound);
  await audit(deps.database.db, actor, 'product_deactivated', 'product', id);
  return findAdminProduct(deps, id);
}
