import { toThousandths, type GoldColour } from '@kanak/domain';
import { recomputeListPrices } from '../list-price.ts';
import { categories, homeCarousel, products, rateCards } from '../schema/index.ts';
import type { Database } from '../types.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS, SEED_RATE_CARD, rateCardToPaise } from './catalogue.ts';
import { renderSeedMedia, type SeedMediaCache } from './images.ts';
import type { SeedProduct, WriteMedia } from './types.ts';

/** True once any category exists: the demo seed only ever fills an empty database. */
export async function hasCatalogue(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

function grossWeight(p: SeedProduct): number {
  // Diamonds weigh 0.2 g per carat; stones likewise.
  const stones = p.stones.reduce((sum, s) => sum + s.weight, 0);
  return Math.round((p.metalWeight + (p.diamondWeight + stones) * 0.2) * 1000) / 1000;
}

/** The products row of a seed piece, with its pictures per gold colour. */
export function productRowOf(p: SeedProduct, images: Record<GoldColour, string[]>): typeof products.$inferInsert {
  const stoneWeight = p.stones.reduce((sum, s) => sum + s.weight, 0);
  return {
    name: p.name,
    description: p.description,
    images: images.rose_gold,
    productPinkImages: images.rose_gold,
    productYellowImages: images.yellow_gold,
    productWhiteImages: images.white_gold,
    productCategoryId: p.categoryId,
    productCode: p.productCode,
    prodheight: p.heightMm,
    prodWidth: p.widthMm,
    prodweight: grossWeight(p),
    productDimensions: `${p.heightMm} × ${p.widthMm} mm`,
    metalWeightMg: toThousandths(p.metalWeight),
    diamondWeightMct: toThousandths(p.diamondWeight),
    diamondCount: p.diamondCount,
    diamondShape: p.diamondShape,
    productIsDiamond: p.isDiamond,
    priceMakingCharge: p.makingCharge,
    gstPercent: p.gstPercent,
    isRing: p.isRing,
    ringSizes: p.ringSizes,
    hasStone: p.stones.length > 0,
    stoneWeight: p.stones.length > 0 ? stoneWeight : null,
    stones: p.stones,
    otherInfo: { isRing: p.isRing, prod_width: p.widthMm },
    bestSeller: p.bestSeller,
  };
}

/**
 * Seeds the deterministic demo catalogue: media first (rendered with sharp), then every row in one
 * transaction, so a crash half-way leaves an empty database that is seeded again at the next start.
 */
export async function seedDemo(database: Database, writeMedia: WriteMedia, options: { cache?: SeedMediaCache } = {}) {
  const media = await renderSeedMedia(writeMedia, SEED_PRODUCTS, SEED_CATEGORIES, { cache: options.cache });
  await database.db.transaction(async (tx) => {
    await tx.insert(categories).values(
      SEED_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, image: media.categories[c.id] ?? [], sortOrder: i })),
    );
    await tx.insert(rateCards).values({ ...rateCardToPaise(SEED_RATE_CARD), note: 'Demo rate card' });
    await tx.insert(products).values(
      SEED_PRODUCTS.map((p) => {
        const images = media.products[p.slug];
        if (!images) throw new Error(`no media rendered for ${p.slug}`);
        return productRowOf(p, images);
      }),
    );
    await tx.insert(homeCarousel).values(media.carousel.map((images, i) => ({ images, sortOrder: i })));
    await recomputeListPrices(tx);
  });
  return {
    categories: SEED_CATEGORIES.length,
    products: SEED_PRODUCTS.length,
    carousel: media.carousel.length,
    banner: media.banner,
  };
}
