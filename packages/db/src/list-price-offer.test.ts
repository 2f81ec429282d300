/**
 * The SQL list price under an automatic offer equals the domain's price (ARCHITECTURE §4, §8): each
 * cut on its own part — the making-charge percentage on the making charge, the diamond percentage on
 * the diamonds. The generators are shaped so that most runs price diamond pieces under an applicable
 * offer whose two percentages differ (issue 37: the older property test reached that case in 1.8% of
 * its runs, so the making percentage applied to the diamonds went unseen). FC_SEED=<n> replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automaticOffersFor, bestOfferPrice, rupeesToPaise, type OfferRule, type RateCard } from '@kanak/domain';
import { LIST_PRICE_OPTIONS, listPricePartsInSql, recomputeListPrices } from './list-price.ts';
import { categories, offers, products, rateCards, type ProductStone } from './schema/index.ts';
import { createTestDatabase, defined, type TestDatabase } from './testing.ts';

let test: TestDatabase;
const db = () => test.database.db;
let codes = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  await db().insert(categories).values([{ id: 24, name: 'Rings' }, { id: 25, name: 'Earrings' }]);
});
afterAll(() => test?.drop());

const HOUR = 3600_000;
const rate = (min: number, max: number) => fc.integer({ min, max });
const cardArb: fc.Arbitrary<RateCard> = fc
  .record({ gold14: rate(300_000, 1_200_000), gold18: rate(400_000, 1_500_000), diamond: rate(1_000_000, 20_000_000) })
  .map(({ gold14, gold18, diamond }) => ({
    gold: Object.fromEntries(['rose_gold', 'white_gold', 'yellow_gold'].map((c) => [c, { '14k': gold14, '18k': gold18 }])) as RateCard['gold'],
    diamond: { 'IF-VVS EF': diamond * 2, 'VVS-VS FG': diamond + 500_000, 'VS-SI GH': diamond + 200_000, 'SI-I IJ': diamond },
  }));

/** Mostly diamond pieces with a making charge: the parts both cuts act on. */
const productArb = fc.record({
  metalWeightMg: fc.integer({ min: 500, max: 30_000 }),
  diamondWeightMct: fc.integer({ min: 1, max: 5_000 }),
  productIsDiamond: fc.constantFrom(true, true, true, true, false),
  stones: fc.constant<ProductStone[]>([]),
  priceMakingCharge: fc.integer({ min: 500, max: 9_999 }).map((n) => n / 1000),
  gstPercent: fc.constant(3),
  productCategoryId: fc.constantFrom(24, 24, 24, 25),
});

/** Mostly automatic offers live now for rings with no minimum, their two percentages different. */
const offerArb = fc
  .record({
    makingDiscountBp: fc.integer({ min: 100, max: 5_000 }),
    diamondDiscountBp: fc.integer({ min: 100, max: 5_000 }),
    categoryIds: fc.constantFrom<number[] | null>(null, [24], [24, 25], [25]),
    endsInHours: fc.integer({ min: 1, max: 500 }),
    applicable: fc.constantFrom(true, true, true, true, true, false),
  })
  .filter((o) => o.makingDiscountBp !== o.diamondDiscountBp);

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Date.now() % 2_147_483_647;

describe('the SQL list price under an automatic offer', () => {
  it('takes the making percentage off the making charge and the diamond percentage off the diamonds, as the domain does', async () => {
    let reached = 0;
    const runs = 40;
    const property = fc.asyncProperty(cardArb, fc.array(productArb, { minLength: 1, maxLength: 6 }), fc.array(offerArb, { minLength: 1, maxLength: 3 }), async (card, batch, generated) => {
      await db().insert(rateCards).values(card);
      const now = Date.now();
      const rows = await db()
        .insert(offers)
        .values(
          generated.map((o, i) => ({
            title: `Offer ${i}`,
            // The inapplicable ones are a code, or switched off: never part of a list price.
            code: o.applicable || i % 2 === 0 ? null : `CODE${++codes}`,
            active: o.applicable,
            makingDiscountBp: o.makingDiscountBp,
            diamondDiscountBp: o.diamondDiscountBp,
            categoryIds: o.categoryIds,
            minOrderPaise: null,
            startsAt: new Date(now - HOUR),
            endsAt: new Date(now + o.endsInHours * HOUR),
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
      const inserted = await db()
        .insert(products)
        .values(batch.map((v) => ({ ...v, name: 'Piece', productCode: `LPO-${++codes}` })))
        .returning({ id: products.id });
      await recomputeListPrices(db());
      const parts = new Map((await listPricePartsInSql(db())).map((p) => [p.id, p]));
      let reachedHere = false;
      inserted.forEach(({ id }, i) => {
        const v = defined(batch[i], 'product');
        const input = { metalWeightMg: v.metalWeightMg, diamondWeightMct: v.diamondWeightMct, isDiamond: v.productIsDiamond, stonesPaise: 0, makingCharge: v.priceMakingCharge, gstPercent: v.gstPercent };
        const best = bestOfferPrice(input, card, LIST_PRICE_OPTIONS, automaticOffersFor(rules, v.productCategoryId, new Date()));
        expect(parts.get(id)).toMatchObject({
          diamondPaise: best.price.diamondPaise,
          makingPaise: best.price.makingPaise,
          makingDiscountPaise: best.price.makingDiscountPaise ?? 0,
          diamondDiscountPaise: best.price.diamondDiscountPaise ?? 0,
          offerId: best.offer?.id ?? null,
          gstPaise: best.price.gstPaise,
          listPricePaise: best.price.unitTotalPaise,
        });
        if (best.offer && (best.price.diamondDiscountPaise ?? 0) > 0 && best.offer.makingDiscountPercent !== best.offer.diamondDiscountPercent) reachedHere = true;
      });
      if (reachedHere) reached++;
      await db().delete(products);
      await db().delete(offers);
      await db().delete(rateCards);
    });
    try {
      await fc.assert(property, { numRuns: runs, seed });
    } catch (error) {
      throw new Error(`list price under an offer, seed ${seed} (FC_SEED=${seed} replays it): ${(error as Error).message}`);
    }
    // The case the test is named for: a diamond piece under an offer with two different cuts.
    expect(reached, `seed ${seed}`).toBeGreaterThan(runs / 2);
  });

  it('prices a ring under 25% off making and 10% off diamonds with each cut on its own part', async () => {
    const card: RateCard = {
      gold: Object.fromEntries(['rose_gold', 'white_gold', 'yellow_gold'].map((c) => [c, { '14k': 468_000, '18k': 600_000 }])) as RateCard['gold'],
      diamond: { 'IF-VVS EF': 9_000_000, 'VVS-VS FG': 7_500_000, 'VS-SI GH': 6_000_000, 'SI-I IJ': 4_500_000 },
    };
    await db().insert(rateCards).values(card);
    await db().insert(offers).values({ title: 'Dhanteras', code: null, makingDiscountBp: 2_500, diamondDiscountBp: 1_000, categoryIds: null, minOrderPaise: null, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) });
    const [ring] = await db().insert(products).values({ name: 'Aanya', productCode: 'LPO-AANYA', productCategoryId: 24, metalWeightMg: 3_450, diamondWeightMct: 250, productIsDiamond: true, stones: [], priceMakingCharge: 4, gstPercent: 3 }).returning({ id: products.id });
    await recomputeListPrices(db());
    const part = (await listPricePartsInSql(db())).find((p) => p.id === defined(ring, 'ring').id);
    // Diamonds at the list clarity (VS-SI GH) 0.25 ct × ₹60,000 = ₹15,000, 10% off: ₹1,500. Making 3.45 g × ₹4,000 = ₹13,800, 25% off: ₹3,450.
    expect(part).toMatchObject({ diamondPaise: rupeesToPaise(15_000), diamondDiscountPaise: rupeesToPaise(1_500), makingPaise: rupeesToPaise(13_800), makingDiscountPaise: rupeesToPaise(3_450) });
    await db().delete(products);
    await db().delete(offers);
    await db().delete(rateCards);
  });
});
