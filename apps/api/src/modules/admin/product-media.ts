import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db, type Product as ProductRow } from '@kanak/db';
import { ADMIN_MESSAGES, GOLD_COLOURS, type GoldColour } from '@kanak/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { acceptImage, acceptVideo, discardUnused, storeImage, storeVideo, type UploadForm } from './media.ts';

const { orderItems, products } = schema;

type ImageList = 'images' | 'productPinkImages' | 'productWhiteImages' | 'productYellowImages';
/** SPEC §3 per-colour lists; `images` is the rose list the spec's listings read. */
const LISTS: Record<GoldColour, ImageList[]> = {
  rose_gold: ['productPinkImages', 'images'],
  white_gold: ['productWhiteImages'],
  yellow_gold: ['productYellowImages'],
};
const ALL_LISTS: ImageList[] = ['images', 'productPinkImages', 'productWhiteImages', 'productYellowImages'];

/**
 * POST admin/products/{id}/media: `images` go through sharp into that colour's list (`all` adds
 * them to every colour), `video` replaces the product video. Everything is checked before
 * anything is stored.
 */
export async function addProductMedia(db: Db, storage: Storage, id: number, form: UploadForm): Promise<void> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw notFound('Product not found');
  const colour = form.fields.colour ?? 'all';
  const targets = colour === 'all' ? GOLD_COLOURS : GOLD_COLOURS.filter((c) => c === colour);
  if (targets.length === 0) throw unprocessable('Please choose rose_gold, white_gold, yellow_gold or all.', { colour: ['Unknown colour.'] });
  const images = form.files.filter((f) => f.field === 'images' || f.field === 'images[]');
  const video = form.files.find((f) => f.field === 'video' || f.field === 'product_video');
  if (images.length === 0 && !video) throw unprocessable(ADMIN_MESSAGES.noFiles, { images: [ADMIN_MESSAGES.noFiles] });
  for (const image of images) acceptImage(image.bytes);
  if (video) acceptVideo(video.bytes);

  const urls: string[] = [];
  for (const image of images) urls.push(await storeImage(storage, `products/${id}/`, image.bytes, 'square'));
  const videoUrl = video ? await storeVideo(storage, `products/${id}/`, video.bytes) : undefined;

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw notFound('Product not found');
    const set: Partial<Pick<ProductRow, ImageList | 'productVideo'>> = {};
    for (const list of new Set(targets.flatMap((c) => LISTS[c]))) set[list] = [...current[list], ...urls];
    if (videoUrl) set.productVideo = videoUrl;
    await tx.update(products).set({ ...set, updatedAt: new Date() }).where(eq(products.id, id));
  });
}

/**
 * DELETE admin/products/{id}/media: takes a URL out of every list, then deletes its files unless
 * an order's snapshot still shows them (ARCHITECTURE §4 price lock keeps the pictures too).
 */
export async function removeProductMedia(db: Db, storage: Storage, id: number, url: string, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw notFound('Product not found');
    const set: Partial<Pick<ProductRow, ImageList | 'productVideo'>> = {};
    for (const list of ALL_LISTS) {
      if (current[list].includes(url)) set[list] = current[list].filter((u) => u !== url);
    }
    if (current.productVideo === url) set.productVideo = null;
    if (Object.keys(set).length === 0) throw new HttpError(404, ADMIN_MESSAGES.mediaNotFound);
    await tx.update(products).set({ ...set, updatedAt: new Date() }).where(eq(products.id, id));
  });
  if (!(await inOrderSnapshot(db, id, url))) await discardUnused(storage, [url], log);
}

/** Whether any order line of this product locked the URL into its snapshot (at any depth). */
async function inOrderSnapshot(db: Db, productId: number, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.productId, productId),
        sql`jsonb_path_exists(${orderItems.productSnapshot}, '$.** ? (@ == $url)', jsonb_build_object('url', ${url}::text))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
