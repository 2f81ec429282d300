import { eq, sql } from 'drizzle-orm';
import { cartItemConflictTarget, preparedFor, schema, type Db, type OfferRow } from '@kanak/db';
import { MAX_QUANTITY, type AddToCartFields } from '@kanak/domain';
import { cartLineColumns, type CartRow } from './cart.repository.ts';

const { cartItems, cartCoupons, categories, offers, products } = schema;

/** What one add to the cart did and the cart after it, from one statement. */
export interface AddOutcome {
  /** The piece asked for with its category; undefined when unknown or retired. */
  product: Pick<CartRow, 'product' | 'category'> | undefined;
  /** The line written; undefined when nothing was written (unknown piece or a refused ring size). */
  line: { id: number; quantity: number; inserted: boolean; capped: boolean } | undefined;
  /** The customer's lines of active pieces after the add, oldest first. */
  lines: CartRow[];
  /** The offer code kept on the cart, if any. */
  code: OfferRow | undefined;
}

/**
 * Adds a line or merges it into the one with the same option set, and reads the cart and its code,
 * in one statement (decision 032, session 30: each statement cost the server a socket write and a
 * parse). The insert happens only for an active piece whose ring-size rule holds (`ringSizeFits`,
 * the SQL twin of `ringSizeFault` in @kanak/domain), so a refused add never writes a line. The unique
 * index makes concurrent adds of the same choice add up instead of making two lines (SPEC §4).
 *
 * The statement's reads do not see the line its insert wrote, so a new line is added here from the
 * insert's RETURNING, and a merged line takes its quantity from there. `capped` compares with the
 * quantity the statement's snapshot saw; under a race it may miss, the quantity never does.
 */
export async function addAndReadCart(db: Db, userId: number, fields: AddToCartFields): Promise<AddOutcome> {
  const ringSize = fields.ring_size ?? null;
  const rows = await addStatement(db).execute({
    userId,
    productId: fields.product_id,
    quantity: fields.quantity,
    goldColour: fields.gold_type,
    karat: fields.gold_carat,
    clarity: fields.diamond_clarity,
    ringSize,
  });
  const first = rows.find((row) => row.product.id === fields.product_id);
  const product = first && { product: first.product, category: first.category };
  const written = rows[0]?.added ?? undefined;
  const code = rows[0]?.code ?? undefined;
  const lines: CartRow[] = rows.flatMap(({ item, product, category }) => (item ? [{ item, product, category }] : []));
  if (!written || !product) return { product, line: undefined, lines, code };

  const seen = lines.find((line) => line.item.id === written.id);
  const before = seen?.item.quantity ?? 0;
  if (seen) seen.item = { ...seen.item, quantity: written.quantity };
  else {
    const item = { id: written.id, productId: fields.product_id, quantity: written.quantity, goldColour: fields.gold_type, karat: fields.gold_carat, clarity: fields.diamond_clarity, ringSize };
    lines.push({ item, ...product });
    lines.sort((a, b) => a.item.id - b.item.id);
  }
  const inserted = Boolean(written.inserted);
  return { product, line: { id: written.id, quantity: written.quantity, inserted, capped: !inserted && before + fields.quantity > MAX_QUANTITY }, lines, code };
}

const p = (name: string) => sql.placeholder(name);

/** SPEC §2, as `ringSizeFault` (@kanak/domain) states it: no size, or a ring made in that size (a ring listing no sizes takes any). */
const ringSizeFits = sql`(${p('ringSize')}::integer is null or (${products.isRing} and (jsonb_array_length(${products.ringSizes}) = 0 or ${products.ringSizes} @> jsonb_build_array(${p('ringSize')}::integer))))`;

const addStatement = preparedFor((db, name) => {
  const added = db
    .$with('added', {
      id: cartItems.id,
      quantity: cartItems.quantity,
      inserted: sql<boolean>`inserted`.as('inserted'),
    })
    .as(sql`
      insert into ${cartItems} (user_id, product_id, quantity, gold_type, gold_carat, diamond_clarity, ring_size)
      select ${p('userId')}::integer, ${products.id}, ${p('quantity')}::integer, ${p('goldColour')}::gold_colour,
             ${p('karat')}::karat, ${p('clarity')}::clarity, ${p('ringSize')}::integer
      from ${products}
      where ${products.id} = ${p('productId')}::integer and ${products.isActive} and ${ringSizeFits}
      on conflict ${cartItemConflictTarget} do update
        set quantity = least(cart_items.quantity + excluded.quantity, ${sql.raw(String(MAX_QUANTITY))}), updated_at = now()
      returning id, quantity, (xmax = 0) as inserted`);
  // One row per line of an active piece, plus the piece asked for (with no line when it has none yet).
  const wanted = sql`(select ${p('productId')}::integer union select product_id from cart_items where user_id = ${p('userId')}::integer)`;
  return db
    .with(added)
    .select({
      item: cartLineColumns,
      product: products,
      category: { id: categories.id, name: categories.name },
      added: { id: added.id, quantity: added.quantity, inserted: added.inserted },
      code: offers,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.productCategoryId))
    .leftJoin(cartItems, sql`${cartItems.productId} = ${products.id} and ${cartItems.userId} = ${p('userId')}::integer`)
    .leftJoin(added, sql`true`)
    .leftJoin(cartCoupons, eq(cartCoupons.userId, p('userId')))
    .leftJoin(offers, eq(offers.id, cartCoupons.offerId))
    .where(sql`${products.isActive} and ${products.id} in ${wanted}`)
    .orderBy(sql`${cartItems.id} asc nulls last`)
    .prepare(name);
}, 'kanak_cart_add');
