import { sql } from 'drizzle-orm';
import { recomputeListPrices, schema, type Database } from '@kanak/db';
import {
  SEED_CATEGORIES,
  SEED_PRODUCTS,
  SEED_RATE_CARD,
  rateCardToPaise,
} from '@kanak/db/seed/catalogue';
import { productRowOf } from '@kanak/db/seed/index';

const BATCH = 500;

/** Image URLs shaped like the seed's (three views per colour), so answers are their real size. */
const views = (slug: string, colour: string) =>
  [1, 2, 3].map((v) => `/media/products/${slug}/${colour}-${v}-640.webp`);

/**
 * A 10,000-piece catalogue for the API benchmark: the demo seed's designs repeated with varied
 * weights (so prices spread from a few thousand rupees to several lakh), its categories and rate
 * card, and list prices computed by the same statement the shop uses. Deterministic. The first
 * copy of each design keeps the seed's name and code (so `count` = SEED_PRODUCTS.length is the demo
 * catalogue's words exactly); later copies are numbered ("Aanya Solitaire Ring 58", KNK-R-001-1).
 * Product i is a copy of design `i % SEED_PRODUCTS.length`.
 */
export async function insertBenchCatalogue(
  database: Database,
  count = 10_000,
): Promise<{ productIds: number[] }> {
  const db = database.db;
  await db
    .insert(schema.categories)
    .values(SEED_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, sortOrder: i })));
  await db
    .insert(schema.rateCards)
    .values({ ...rateCardToPaise(SEED_RATE_CARD), note: 'Benchmark rate card' });
  await db
    .insert(schema.homeCarousel)
    .values([0, 1, 2].map((i) => ({ images: [`/media/carousel/${i}-1024.webp`], sortOrder: i })));

  const productIds: number[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const design = SEED_PRODUCTS[i % SEED_PRODUCTS.length];
      if (!design) throw new Error('SEED_PRODUCTS is empty');
      const scale = 0.5 + ((i * 37) % 100) / 50; // 0.5× to 2.5× the design's weights
      const slug = `${design.slug}-${i}`;
      const piece = {
        ...design,
        name: i < SEED_PRODUCTS.length ? design.name : `${design.name} ${i + 1}`,
        productCode: i < SEED_PRODUCTS.length ? design.productCode : `${design.productCode}-${Math.floor(i / SEED_PRODUCTS.length)}`,
        metalWeight: Math.round(design.metalWeight * scale * 1000) / 1000,
        diamondWeight: Math.round(design.diamondWeight * scale * 1000) / 1000,
        bestSeller: i % 17 === 0,
      };
      rows.push(
        productRowOf(piece, {
          rose_gold: views(slug, 'rose'),
          yellow_gold: views(slug, 'yellow'),
          white_gold: views(slug, 'white'),
        }),
      );
    }
    const inserted = await db
      .insert(schema.products)
      .values(rows)
      .returning({ id: schema.products.id });
    productIds.push(...inserted.map((r) => r.id));
  }
  await recomputeListPrices(db);
  // A shop's catalogue is measured as it stands between changes: autovacuum has been by since its
  // last bulk write (the list prices above rewrote every row), so its indexes' visibility and the
  // planner's statistics are current.
  await db.execute(sql`vacuum analyze products`);
  return { productIds };
}
