import { isUniqueViolation } from '@kanak/db';
import { MESSAGES } from '@kanak/domain';
import { notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { insertCategory, listCategories, updateCategory } from './catalogue.repository.ts';
import { acceptImage, discardUnused, storeImage, type UploadForm } from './media.ts';

type Deps = Pick<ServiceDeps, 'database'>;
type Category = Awaited<ReturnType<typeof listCategories>>[number];

/** Every category, in display order, with its product count. */
export async function categories(deps: Deps): Promise<Category[]> {
  return listCategories(deps.database.db);
}

async function findCategory(deps: Deps, id: number): Promise<Category> {
  const found = (await listCategories(deps.database.db)).find((c) => c.id === id);
  if (!found) throw notFound(MESSAGES.admin.categoryNotFound);
  return found;
}

function duplicateName(err: unknown): never {
  if (isUniqueViolation(err, 'categories_name_unique')) throw unprocessable(MESSAGES.admin.categoryExists, { name: [MESSAGES.admin.categoryExists] });
  throw err;
}

export async function createCategory(deps: Deps, actor: Actor, input: { name: string; sort_order?: number | undefined }): Promise<Category> {
  const id = await insertCategory(deps.database.db, { name: input.name, sortOrder: input.sort_order ?? 0 }).catch(duplicateName);
  await audit(deps.database.db, actor, 'category_created', 'category', id);
  return findCategory(deps, id);
}

export async function editCategory(deps: Deps, actor: Actor, id: number, input: { name?: string | undefined; sort_order?: number | undefined }): Promise<Category> {
  const { name, sort_order } = input;
  const changes = {
    ...(name !== undefined ? { name } : {}),
    ...(sort_order !== undefined ? { sortOrder: sort_order } : {}),
  };
  // Every field is optional: an empty update changes nothing and answers the category as it is
  // (issue 35: an empty SET was a 500).
  if (Object.keys(changes).length === 0) return findCategory(deps, id);
  const found = await updateCategory(deps.database.db, id, changes).catch(duplicateName);
  if (!found) throw notFound(MESSAGES.admin.categoryNotFound);
  await audit(deps.database.db, actor, 'category_updated', 'category', id);
  return findCategory(deps, id);
}

/** Replaces the category's picture with the uploaded `image`, square WebP at every width. */
export async function replaceCategoryImage(
  deps: Pick<ServiceDeps, 'database' | 'storage' | 'log'>,
  actor: Actor,
  id: number,
  upload: () => Promise<UploadForm>,
): Promise<Category> {
  const before = await findCategory(deps, id);
  const form = await upload();
  const image = form.files.find((f) => f.field === 'image' || f.field === 'images');
  if (!image) throw unprocessable(MESSAGES.admin.noFiles, { image: [MESSAGES.admin.noFiles] });
  acceptImage(image.bytes);
  const url = await storeImage(deps.storage, 'categories/', image.bytes, 'square');
  await updateCategory(deps.database.db, id, { image: [url] });
  await audit(deps.database.db, actor, 'category_image', 'category', id);
  await discardUnused(deps.storage, before.image, deps.log);
  return findCategory(deps, id);
}
