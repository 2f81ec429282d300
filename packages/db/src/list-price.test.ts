import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  automaticOffersFor,
  bestOfferPrice,
  CLARITIES,
  GOLD_COLOURS,
  KARATS,
  priceOf,
  rupeesToPaise,
  type OfferRule,
  type RateCard,
} from '@kanak/domain';
import {
  LIST_PRICE_OPTIONS,
  listPriceOf,
  listPricePartsInSql,
  pricedAtSql,
  recomputeListPrice,
  recomputeListPrices,
} from './list-price.ts';
import { currentRateCard } from './rate-card.ts';
import { categories, offers, products, rateCards, type ProductStone } from './schema/index.ts';
import { createTestDatabase, type TestDatabase, defined } from './testing.ts';

let test: TestDatabase;
const db = () => test.database.db;
let codes = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  await db().insert(categories).values({ id: 24, name: 'Rings' });
});
afterAll(() => test?.drop());

const paiseRate = (min: number, max: number) => fc.integer({ min, max });
const rateCardArb: fc.Arbitrary<RateCard> = fc
  .record({
    gold: fc.record(
      Object.fromEntries(
        GOLD_COLOURS.map((c) => [
          c,
          fc.record(Object.fromEntries(KARATS.map((k) => [k, paiseRate(1, 2_000_000)]))),
        ]),
      ),
    ),
    diamond: fc.record(Object.fromEntries(CLARITIES.map((c) => [c, paiseRate(1, 100_000_000)]))),
  })
  // fc.record builds null-prototype objects, which drizzle cannot bind; use plain ones.
  .map((card) => JSON.parse(JSON.stringify(card)) as RateCard);

const stoneArb: fc.Arbitrary<ProductStone> = fc.record({
  name: fc.constantFrom('Ruby', 'Emerald', 'Sapphire'),
  weight: fc.integer({ min: 0, max: 5000 }).map((n) => n / 1000),
  // Whole paise, ties like 1.005, and arbitrary doubles: SQL must round each as Math.round does.
  price: fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100),
    fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1000),
    fc.integer({ min: 0, max: 100_000 }).map((n) => (n * 10 + 5) / 1000),
    fc.double({ min: 0, max: 1_000_000, noNaN: true, noDefaultInfinity: true }),
  ),
});

const productArb = fc.record({
  metalWeightMg: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000 })),
  diamondWeightMct: fc.integer({ min: 0, max: 20_000 }),
  productIsDiamond: fc.boolean(),
  stones: fc.array(stoneArb, { maxLength: 4 }),
  // numeric(6,3) and numeric(5,2), as the columns hold them.
  priceMakingCharge: fc.oneof(
    fc.constant(4),
    fc.integer({ min: 0, max: 999_999 }).map((n) => n / 1000),
  ),
  gstPercent: fc.oneof(
    fc.constant(3),
    fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
  ),
});
type ProductValues = typeof productArb extends fc.Arbitrary<infer T> ? T : never;

/** The domain's price at the list options, from the generated values (not from the row). */
function expectedBreakdown(values: ProductValues, card: RateCard) {
  const input = {
    metalWeightMg: values.metalWeightMg,
    diamondWeightMct: values.diamondWeightMct,
    isDiamond: values.productIsDiamond,
    stonesPaise: values.stones.reduce((sum, s) => sum + rupeesToPaise(s.price), 0),
    makingCharge: values.priceMakingCharge,
    gstPercent: values.gstPercent,
  };
  return priceOf(input, card, LIST_PRICE_OPTIONS);
}
const expectedListPricePaise = (values: ProductValues, card: RateCard) =>
  expectedBreakdown(values, card).unitTotalPaise;

async function insertProducts(batch: ProductValues[]) {
  return db()
    .insert(products)
    .values(
      batch.map((v) => ({
        ...v,
        name: 'Piece',
        productCategoryId: 24,
        productCode: `P-${++codes}`,
      })),
    )
    .returning({ id: products.id });
}

const HOUR = 3600_000;
/** Offers live now, ended, or not yet started; automatic or coded; for the rings (24) or others; with or without a minimum. */
const offerArb = fc.record({
  code: fc.option(fc.constantFrom('DIWALI', 'SHAADI', 'AKSHAYA'), { nil: null }),
  makingDiscountBp: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
  diamondDiscountBp: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
  categoryIds: fc.option(fc.constantFrom([24], [25], [24, 25], [] as number[]), { nil: null }),
  minOrderPaise: fc.option(fc.integer({ min: 100, max: 10_000_000 }), { nil: null }),
  window: fc.constantFrom('live', 'live', 'ended', 'future'),
  endsInHours: fc.integer({ min: 1, max: 500 }),
  active: fc.boolean(),
});

describe('list_price_paise', () => {
  it('is left alone while there is no rate card', async () => {
    await insertProducts([
      {
        metalWeightMg: 1000,
        diamondWeightMct: 0,
        productIsDiamond: false,
        stones: [],
        priceMakingCharge: 4,
        gstPercent: 3,
      },
    ]);
    expect(await currentRateCard(db())).toBeNull();
    expect(await recomputeListPrices(db())).toBe(0);
    await db().delete(products);
  });

  it('equals priceOf at the defaults for every product, in one statement', async () => {
    await fc.assert(
      fc.asyncProperty(
        rateCardArb,
        fc.array(productArb, { minLength: 1, maxLength: 25 }),
        async (card, batch) => {
          await db().insert(rateCards).values(card);
          const inserted = await insertProducts(batch);
          await recomputeListPrices(db());
          const rows = await db().select().from(products);
          const byId = new Map(rows.map((r) => [r.id, r]));
          const parts = new Map((await listPricePartsInSql(db())).map((p) => [p.id, p]));
          inserted.forEach(({ id }, i) => {
            const row = defined(byId.get(id), 'byId.get(id)');
            const expected = expectedBreakdown(defined(batch[i], 'batch[i]'), card);
            // Every part, not only the rounded total, so a one-paisa slip cannot hide.
            const { goldPaise, diamondPaise, stonesPaise, makingPaise, gstPaise } = expected;
            const listPricePaise = expected.unitTotalPaise;
            expect(parts.get(id)).toEqual({
              id,
              goldPaise,
              diamondPaise,
              stonesPaise,
              makingPaise,
              makingDiscountPaise: 0,
              diamondDiscountPaise: 0,
              offerId: null,
              gstPaise,
              listPricePaise,
            });
            expect(row.listPricePaise).toBe(listPricePaise);
            expect(listPriceOf(row, card).unitTotalPaise).toBe(listPricePaise);
          });
          await db().delete(products);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('recomputes one product alone, and only the current card counts', async () => {
    const card: RateCard = {
      gold: {
        rose_gold: { '14k': 650_000, '18k': 820_000 },
        white_gold: { '14k': 660_000, '18k': 830_000 },
        yellow_gold: { '14k': 640_000, '18k': 810_000 },
      },
      diamond: {
        'IF-VVS EF': 9_000_000,
        'VVS-VS FG': 7_500_000,
        'VS-SI GH': 6_000_000,
        'SI-I IJ': 4_500_000,
      },
    };
    await db().insert(rateCards).values(card);
    // A card that takes effect tomorrow is not current yet.
    await db()
      .insert(rateCards)
      .values({
        ...card,
        gold: { ...card.gold, rose_gold: { '14k': 1, '18k': 1 } },
        effectiveFrom: sql`now() + interval '1 day'`,
      });
    expect(await currentRateCard(db())).toEqual(card);

    const base = {
      diamondWeightMct: 250,
      productIsDiamond: true,
      stones: [],
      priceMakingCharge: 4,
      gstPercent: 3,
    };
    // Half-paisa stone prices: 1.005 * 100 is 100.49999999999999 in JavaScript, so 100 paise.
    const tied = [1.005, 2.675, 0.285, 10.005].map((price) => ({
      name: 'Ruby',
      weight: 0.1,
      price,
    }));
    const [a, b, c] = await insertProducts([
      { ...base, metalWeightMg: 3450 },
      { ...base, metalWeightMg: 5000 },
      { ...base, metalWeightMg: 1000, stones: tied },
    ]);
    expect(await recomputeListPrices(db())).toBe(3);
    const tiedParts = (await listPricePartsInSql(db())).find((p) => p.id === defined(c, 'c').id);
    expect(tiedParts?.stonesPaise).toBe(100 + 268 + 28 + 1001);
    expect(await recomputeListPrices(db())).toBe(0);

    await db()
      .update(products)
      .set({ metalWeightMg: 4000 })
      .where(eq(products.id, defined(a, 'a').id));
    expect(await recomputeListPrice(db(), defined(a, 'a').id)).toBe(true);
    const rows = await db().select().from(products);
    const price = (id: number) =>
      defined(
        rows.find((r) => r.id === id),
        `product ${id}`,
      ).listPricePaise;
    expect(price(defined(a, 'a').id)).toBe(
      expectedListPricePaise({ ...base, metalWeightMg: 4000 }, card),
    );
    expect(price(defined(b, 'b').id)).toBe(
      expectedListPricePaise({ ...base, metalWeightMg: 5000 }, card),
    );
    // 5 g at ₹6,500/g + 0.25 ct at ₹60,000/ct + ₹20,000 making = ₹67,500; +3% GST = ₹69,525.
    expect(price(defined(b, 'b').id)).toBe(6_952_500);

    // One product's recompute touches that product only, and says whether *its* price changed:
    // b edited but not recomputed keeps its stored price while a is recomputed (unchanged: false).
    await db()
      .update(products)
      .set({ metalWeightMg: 6000 })
      .where(eq(products.id, defined(b, 'b').id));
    expect(await recomputeListPrice(db(), defined(a, 'a').id)).toBe(false);
    const stored = async (id: number) =>
      defined((await db().select().from(products).where(eq(products.id, id)))[0], `product ${id}`)
        .listPricePaise;
    expect(await stored(defined(b, 'b').id)).toBe(6_952_500);
    expect(await recomputeListPrice(db(), defined(b, 'b').id)).toBe(true);
    expect(await stored(defined(b, 'b').id)).toBe(
      expectedListPricePaise({ ...base, metalWeightMg: 6000 }, card),
    );
    expect(await recomputeListPrice(db(), defined(b, 'b').id)).toBe(false);

    // A listing filtered by metal or purity prices each piece exactly at those options.
    for (const options of [
      { goldColour: 'white_gold', karat: '18k', clarity: 'VVS-VS FG' },
      { goldColour: 'yellow_gold', karat: '14k', clarity: 'IF-VVS EF' },
    ] as const) {
      const quoted = await db().execute<{ id: number | string; list_price: number | string }>(
        sql`SELECT * FROM ${pricedAtSql(options)} q ORDER BY q.id`,
      );
      const inputs = new Map([
        [defined(a, 'a').id, { ...base, metalWeightMg: 4000 }],
        [defined(b, 'b').id, { ...base, metalWeightMg: 6000 }],
        [defined(c, 'c').id, { ...base, metalWeightMg: 1000, stones: tied }],
      ]);
      expect(quoted.rows.map((r) => [Number(r.id), Number(r.list_price)])).toEqual(
        [...inputs].map(([id, v]) => [
          id,
          priceOf(
            {
              metalWeightMg: v.metalWeightMg,
              diamondWeightMct: v.diamondWeightMct,
              isDiamond: v.productIsDiamond,
              stonesPaise: v.stones.reduce((sum, s) => sum + rupeesToPaise(s.price), 0),
              makingCharge: v.priceMakingCharge,
              gstPercent: v.gstPercent,
            },
            card,
            options,
          ).unitTotalPaise,
        ]),
      );
    }
  });

  it('takes the best live automatic offer for each product, as bestOfferPrice does, never stacking them', async () => {
    await fc.assert(
      fc.asyncProperty(
        rateCardArb,
        fc.array(productArb, { minLength: 1, maxLength: 10 }),
        fc.array(offerArb, { maxLength: 6 }),
        async (card, batch, generated) => {
          await db().delete(rateCards);
          await db().insert(rateCards).values(card);
          const now = Date.now();
          const rows =
            generated.length === 0
              ? []
              : await db()
                  .insert(offers)
                  .values(
                    generated.map((o, i) => ({
                      title: `Offer ${i}`,
                      code: o.code === null ? null : `${o.code}${++codes}`,
                      makingDiscountBp: o.makingDiscountBp,
                      diamondDiscountBp: o.diamondDiscountBp,
                      categoryIds: o.categoryIds,
                      minOrderPaise: o.minOrderPaise,
                      active: o.active,
                      startsAt: new Date(
                        o.window === 'future' ? now + HOUR : now - 2 * o.endsInHours * HOUR,
                      ),
                      endsAt: new Date(
                        o.window === 'ended'
                          ? now - HOUR
                          : now +
                              (o.window === 'future' ? 1 + o.endsInHours : o.endsInHours) * HOUR,
                      ),
                    })),
                  )
                  .returning();
          const rules: OfferRule[] = rows.map((r) => ({
            id: r.id,
            code: r.code,
            makingDiscountPercent: r.makingDiscountBp / 100,
            diamondDiscountPercent: r.diamondDiscountBp / 100,
            categoryIds: r.categoryIds,
            minOrderPaise: r.minOrderPaise,
            startsAt: r.startsAt,
            endsAt: r.endsAt,
            active: r.active,
          }));
          const inserted = await insertProducts(batch);
          await recomputeListPrices(db());
          const stored = new Map(
            (await db().select().from(products)).map((r) => [r.id, r.listPricePaise]),
          );
          const parts = new Map((await listPricePartsInSql(db())).map((p) => [p.id, p]));
          inserted.forEach(({ id }, i) => {
            const v = defined(batch[i], 'batch[i]');
            const input = {
              metalWeightMg: v.metalWeightMg,
              diamondWeightMct: v.diamondWeightMct,
              isDiamond: v.productIsDiamond,
              stonesPaise: v.stones.reduce((sum, s) => sum + rupeesToPaise(s.price), 0),
              makingCharge: v.priceMakingCharge,
              gstPercent: v.gstPercent,
            };
            const best = bestOfferPrice(
              input,
              card,
              LIST_PRICE_OPTIONS,
              automaticOffersFor(rules, 24, new Date()),
            );
            expect(stored.get(id)).toBe(best.price.unitTotalPaise);
            expect(parts.get(id)).toMatchObject({
              makingDiscountPaise: best.price.makingDiscountPaise ?? 0,
              diamondDiscountPaise: best.price.diamondDiscountPaise ?? 0,
              gstPaise: best.price.gstPaise,
              offerId: best.offer?.id ?? null,
            });
          });
          await db().delete(products);
          await db().delete(offers);
          await db().delete(rateCards);
        },
      ),
      { numRuns: 60 },
    );
  });
});
