import { randomUUID } from 'node:crypto';
import type { Product as ProductRow } from '@kanak/db';
import { GOLD_COLOURS, MESSAGES, type GoldColour } from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { acceptImage, acceptVideo, discardUnused, storeImage, storeVideo, type UploadForm } from './media.ts';
import { findProduct, inOrderSnapshot, lockProduct, setProductColumns } from './products.repository.ts';
import { createProduct } from './products.service.ts';

type ImageList = 'images' | 'productPinkImages' | 'productWhiteImages' | 'productYellowImages';
/** SPEC §3 per-colour lists; `images` is the rose list the spec's listings read. */
const LISTS: Record<GoldColour, ImageList[]> = {
  rose_gold: ['productPinkImages', 'images'],
  white_gold: ['productWhiteImages'],
  yellow_gold: ['productYellowImages'],
};
const ALL_LISTS: ImageList[] = [...new Set(GOLD_COLOURS.flatMap((c) => LISTS[c]))];
type MediaColumns = Partial<Pick<ProductRow, ImageList | 'productVideo'>>;

/**
 * POST admin/products/{id}/media: `images` go through sharp into that colour's list (`all` adds
 * them to every colour), `video` replaces the product video. Everything is checked before
 * anything is stored.
 */
export async function addProductMedia(deps: Pick<ServiceDeps, 'database' | 'storage'>, actor: Actor, id: number, form: UploadForm): Promise<void> {
  const { db } = deps.database;
  if (!(await findProduct(db, id))) throw notFound(MESSAGES.admin.productNotFound);
  const colour = form.fields.colour ?? 'all';
  const targets = colour === 'all' ? GOLD_COLOURS : GOLD_COLOURS.filter((c) => c === colour);
  if (targets.length === 0) throw unprocessable(MESSAGES.admin.chooseColour, { colour: [MESSAGES.admin.unknownColour] });
  const images = form.files.filter((f) => f.field === 'images' || f.field === 'images[]');
  const video = form.files.find((f) => f.field === 'video' || f.field === 'product_video');
  if (images.length === 0 && !video) throw unprocessable(MESSAGES.admin.noFiles, { images: [MESSAGES.admin.noFiles] });
  for (const image of images) acceptImage(image.bytes);
  if (video) acceptVideo(video.bytes);

  const urls: string[] = [];
  for (const image of images) urls.push(await storeImage(deps.storage, `products/${id}/`, image.bytes, 'square'));
  const videoUrl = video ? await storeVideo(deps.storage, `products/${id}/`, video.bytes) : undefined;

  await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound(MESSAGES.admin.productNotFound);
    const set: MediaColumns = {};
    for (const list of new Set(targets.flatMap((c) => LISTS[c]))) set[list] = [...current[list], ...urls];
    if (videoUrl) set.productVideo = videoUrl;
    await setProductColumns(tx, id, set);
  });
  await audit(db, actor, 'product_media_added', 'product', id);
}

/**
 * DELETE admin/products/{id}/media: takes a URL out of every list, then deletes its files unless
 * an order's snapshot still shows them (ARCHITECTURE §4 price lock keeps the pictures too).
 */
export async function removeProductMedia(deps: Pick<ServiceDeps, 'database' | 'storage' | 'log'>, actor: Actor, id: number, url: string): Promise<void> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current) throw notFound(MESSAGES.admin.productNotFound);
    const set: MediaColumns = {};
    for (const list of ALL_LISTS) {
      if (current[list].includes(url)) set[list] = current[list].filter((u) => u !== url);
    }
    if (current.productVideo === url) set.productVideo = null;
    if (Object.keys(set).length === 0) throw new HttpError(404, MESSAGES.admin.mediaNotFound);
    await setProductColumns(tx, id, set);
  });
  await audit(db, actor, 'product_media_removed', 'product', id, { url });
  if (!(await inOrderSnapshot(db, id, url))) await discardUnused(deps.storage, [url], deps.log);
}

/**
 * The SPEC §5 test form's product: an inactive draft in the category, with the uploaded images
 * (PNG or JPEG only, SPEC §5) and MP4 video, to be finished in the admin catalogue.
 */
export async function createTestDraft(
  deps: Pick<ServiceDeps, 'database' | 'storage'>,
  actor: Actor,
  fields: { name: string; product_category_id: number },
  form: UploadForm,
): Promise<number> {
  const images = form.files.filter((f) => f.field === 'images' || f.field === 'images[]');
  const video = form.files.find((f) => f.field === 'product_video');
  for (const image of images) acceptImage(image.bytes, ['jpg', 'png']);
  if (video) acceptVideo(video.bytes);

  const id = await createProduct(deps, {
    name: fields.name,
    productCategoryId: fields.product_category_id,
    productCode: `DRAFT-${randomUUID().slice(0, 8).toUpperCase()}`,
    metalWeightMg: 0,
    isActive: false,
  });
  const urls: string[] = [];
  for (const image of images) urls.push(await storeImage(deps.storage, `products/${id}/`, image.bytes, 'square'));
  const videoUrl = video ? await storeVideo(deps.storage, `products/${id}/`, video.bytes) : null;
  await setProductColumns(deps.database.db, id, { images: urls, productPinkImages: urls, productVideo: videoUrl });
  await audit(deps.database.db, actor, 'product_test_created', 'product', id);
  return id;
}
