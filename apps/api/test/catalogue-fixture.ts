import { recomputeListPrices, schema, type Database } from '@kanak/db';
import { defined } from '@kanak/db/testing';

/** A small catalogue whose prices are worked out by hand in the tests (rates in paise). */
export async function insertCatalogueFixture(database: Database) {
  const db = database.db;
  await db.insert(schema.categories).values([
    { id: 24, name: 'Rings', sortOrder: 0 },
    { id: 20, name: 'Pendants', sortOrder: 1 },
    { id: 23, name: 'Customize With Us', sortOrder: 2 },
  ]);
  await db.insert(schema.rateCards).values({
    gold: {
      rose_gold: { '14k': 4_680_00, '18k': 6_000_00 },
      white_gold: { '14k': 4_750_00, '18k': 6_080_00 },
      yellow_gold: { '14k': 4_680_00, '18k': 6_000_00 },
    },
    diamond: { 'IF-VVS EF': 1_00_000_00, 'VVS-VS FG': 80_000_00, 'VS-SI GH': 65_000_00, 'SI-I IJ': 45_000_00 },
  });
  const common = { description: 'A piece.', priceMakingCharge: 4, gstPercent: 3 };
  const [aanya, meher, tara, noor] = await db
    .insert(schema.products)
    .values([
      {
        ...common,
        name: 'Aanya Solitaire Ring',
        productCode: 'T-RG-1',
        productCategoryId: 24,
        metalWeightMg: 3450,
        diamondWeightMct: 250,
        diamondCount: 1,
        diamondShape: 'Round',
        productIsDiamond: true,
        isRing: true,
        ringSizes: [10, 11, 12, 13, 14],
        images: ['/media/products/a/rose-1-640.webp'],
        productPinkImages: ['/media/products/a/rose-1-640.webp'],
        productYellowImages: ['/media/products/a/yellow-1-640.webp'],
        productWhiteImages: ['/media/products/a/white-1-640.webp'],
      },
      {
        ...common,
        name: 'Meher Gold Pendant',
        productCode: 'T-PD-1',
        productCategoryId: 20,
        metalWeightMg: 2000,
        hasStone: true,
        stoneWeight: 0.3,
        stones: [{ name: 'Ruby', weight: 0.3, price: 1500 }],
      },
      {
        ...common,
        name: 'Tara Diamond Pendant',
        productCode: 'T-PD-2',
        productCategoryId: 20,
        metalWeightMg: 1500,
        diamondWeightMct: 100,
        diamondCount: 6,
        productIsDiamond: true,
      },
      { ...common, name: 'Noor Band Ring', productCode: 'T-RG-2', productCategoryId: 24, metalWeightMg: 5000, bestSeller: true, isRing: true, ringSizes: [8, 9] },
      { ...common, name: 'Retired Ring', productCode: 'T-RG-3', productCategoryId: 24, metalWeightMg: 1000, isActive: false },
    ])
    .returning({ id: schema.products.id });
  await recomputeListPrices(db);
  return { aanya: defined(aanya, 'aanya').id, meher: defined(meher, 'meher').id, tara: defined(tara, 'tara').id, noor: defined(noor, 'noor').id };
}
