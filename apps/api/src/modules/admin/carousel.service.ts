import { MESSAGES } from '@kanak/domain';
import { notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { deleteSlide, insertSlide, listSlides, reorderSlides, setSlideActive } from './catalogue.repository.ts';
import { acceptImage, discardUnused, storeImage, type UploadForm } from './media.ts';

type Deps = Pick<ServiceDeps, 'database'>;
type Slide = Awaited<ReturnType<typeof listSlides>>[number];

/** Home carousel slides in order: 16:6 banners at BANNER_WIDTHS, switched on and off. */
export async function slides(deps: Deps): Promise<Slide[]> {
  return listSlides(deps.database.db);
}

/** A new slide, last in order, from the uploaded `images`. */
export async function addSlide(deps: Pick<ServiceDeps, 'database' | 'storage'>, actor: Actor, form: UploadForm): Promise<Slide[]> {
  const images = form.files.filter((f) => f.field === 'images' || f.field === 'image');
  if (images.length === 0) throw unprocessable(MESSAGES.admin.noFiles, { images: [MESSAGES.admin.noFiles] });
  for (const image of images) acceptImage(image.bytes);
  const urls: string[] = [];
  for (const image of images) urls.push(await storeImage(deps.storage, 'carousel/', image.bytes, 'banner'));
  const id = await insertSlide(deps.database.db, urls);
  await audit(deps.database.db, actor, 'carousel_created', 'home_carousel', id);
  return slides(deps);
}

/** The slides in the given order; slides not named keep their place after them. */
export async function reorder(deps: Deps, actor: Actor, ids: number[]): Promise<Slide[]> {
  await reorderSlides(deps.database.db, ids);
  await audit(deps.database.db, actor, 'carousel_reordered', 'home_carousel', null, { ids });
  return slides(deps);
}

export async function toggleSlide(deps: Deps, actor: Actor, id: number, isActive: boolean): Promise<Slide[]> {
  const row = await setSlideActive(deps.database.db, id, isActive);
  if (!row) throw notFound(MESSAGES.admin.slideNotFound);
  await audit(deps.database.db, actor, 'carousel_toggled', 'home_carousel', row.id, { is_active: row.isActive });
  return slides(deps);
}

export async function removeSlide(deps: Pick<ServiceDeps, 'database' | 'storage' | 'log'>, actor: Actor, id: number): Promise<Slide[]> {
  const row = await deleteSlide(deps.database.db, id);
  if (!row) throw notFound(MESSAGES.admin.slideNotFound);
  await audit(deps.database.db, actor, 'carousel_deleted', 'home_carousel', row.id);
  await discardUnused(deps.storage, row.images, deps.log);
  return slides(deps);
}
