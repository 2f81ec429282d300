import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { preparedFor, schema, type Db, type OfferRow } from '@kanak/db';
import type { OfferRule } from '@kanak/domain';

const { offers, cartCoupons } = schema;

/** A row as the domain's rule: basis points back to percents. */
export const toOfferRule = (row: OfferRow): OfferRule => ({
  id: row.id,
  title: row.title,
  code: row.code,
  makingDiscountPercent: row.makingDiscountBp / 100,
  diamondDiscountPercent: row.diamondDiscountBp / 100,
  categoryIds: row.categoryIds,
  minOrderPaise: row.minOrderPaise,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  active: row.active,
});

/** Offers live now (active, inside their window), automatic and coded alike. */
export async function liveOffers(db: Db): Promise<OfferRule[]> {
  const rows = await offersLiveNow(db).execute();
  return rows.map(toOfferRule);
}

const offersLiveNow = preparedFor(
  (db, name) =>
    db
      .select()
      .from(offers)
      .where(and(eq(offers.active, true), lte(offers.startsAt, sql`now()`), gt(offers.endsAt, sql`now()`)))
      .prepare(name),
  'kanak_offers_live_now',
);

export async function listOffers(db: Db): Promise<OfferRow[]> {
  return db.select().from(offers).orderBy(desc(offers.startsAt), asc(offers.id));
}

export async function findOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

export async function insertOffer(db: Db, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('insert into offers returned no row');
  return row;
}

export async function updateOffer(db: Db, id: number, values: Partial<typeof offers.$inferInsert>): Promise<OfferRow | undefined> {
  const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning();
  return row;
}

export async function deleteOffer(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  return rows.length > 0;
}

/** Whether an offer started or ended in (since, now]: the moment list prices must be worked out again. */
export async function offerBoundaryPassed(db: Db, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      or(
        and(gt(offers.startsAt, since), lte(offers.startsAt, sql`now()`)),
        and(gt(offers.endsAt, since), lte(offers.endsAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findOfferByCode(db: Db, code: string): Promise<OfferRule | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.code, code));
  return row ? toOfferRule(row) : undefined;
}

/** The offer of the code on a customer's cart, if any. */
export async function cartCouponOf(db: Db, userId: number): Promise<OfferRule | undefined> {
  const [row] = await cartCoupon(db).execute({ userId });
  return row ? toOfferRule(row.offer) : undefined;
}

const cartCoupon = preparedFor(
  (db, name) =>
    db
      .select({ offer: offers })
      .from(cartCoupons)
      .innerJoin(offers, eq(offers.id, cartCoupons.offerId))
      .where(eq(cartCoupons.userId, sql.placeholder('userId')))
      .prepare(name),
  'kanak_cart_coupon',
);

export async function setCartCoupon(db: Db, userId: number, offerId: number): Promise<void> {
  await db.insert(cartCoupons).values({ userId, offerId }).onConflictDoUpdate({ target: cartCoupons.userId, set: { offerId, createdAt: new Date() } });
}

export async function clearCartCoupon(db: Db, userId: number): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}
