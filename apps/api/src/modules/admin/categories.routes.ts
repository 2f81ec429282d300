import { asc, eq, sql } from 'drizzle-orm';
import { isUniqueViolation, schema, type Db } from '@kanak/db';
import {
  ADMIN_MESSAGES,
  adminCategoriesResponseSchema,
  adminCategoryInputSchema,
  adminCategoryResponseSchema,
  errorBodySchema,
  idParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unprocessable } from '../../http-error.ts';
import { audit } from './audit.ts';
import { acceptImage, discardUnused, readUpload, storeImage } from './media.ts';

const { categories, products } = schema;
const tags = ['admin'];
const e = errorBodySchema;
const one = { 200: adminCategoryResponseSchema, 404: e, 413: e, 415: e, 422: e };

const productCount = sql<number>`(select count(*) from ${products} p where p.product_category_id = "categories"."id")`;

async function listAll(db: Db) {
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image, sort_order: categories.sortOrder, product_count: productCount })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}

async function findOne(db: Db, id: number) {
  const found = (await listAll(db)).find((c) => c.id === id);
  if (!found) throw notFound('Category not found');
  return found;
}

function duplicateName(err: unknown): never {
  if (isUniqueViolation(err, 'categories_name_unique')) throw unprocessable(ADMIN_MESSAGES.categoryExists, { name: [ADMIN_MESSAGES.categoryExists] });
  throw err;
}

/** Categories (SPEC §3: id, name, image); the spec's fixed ids stay, new ones start at 100. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/categories', { schema: { tags, response: { 200: adminCategoriesResponseSchema } } }, async () => ({ data: await listAll(db) }));

  app.post('/categories', { schema: { tags, body: adminCategoryInputSchema, response: { ...one, 201: adminCategoryResponseSchema } } }, async (request, reply) => {
    const [row] = await db
      .insert(categories)
      .values({ name: request.body.name, sortOrder: request.body.sort_order ?? 0 })
      .returning({ id: categories.id })
      .catch(duplicateName);
    await audit(db, request, 'category_created', 'category', row!.id);
    return reply.code(201).send({ data: await findOne(db, row!.id) });
  });

  app.put('/categories/:id', { schema: { tags, params: idParamsSchema, body: adminCategoryInputSchema.partial(), response: one } }, async (request) => {
    const { name, sort_order } = request.body;
    const [row] = await db
      .update(categories)
      .set({ ...(name !== undefined ? { name } : {}), ...(sort_order !== undefined ? { sortOrder: sort_order } : {}) })
      .where(eq(categories.id, request.params.id))
      .returning({ id: categories.id })
      .catch(duplicateName);
    if (!row) throw notFound('Category not found');
    await audit(db, request, 'category_updated', 'category', row.id);
    return { data: await findOne(db, row.id) };
  });

  /** Replaces the category's picture with the uploaded `image`, square WebP at every width. */
  app.post(
    '/categories/:id/image',
    { bodyLimit: 10 * 1024 * 1024, schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: one } },
    async (request) => {
      const before = await findOne(db, request.params.id);
      const form = await readUpload(request);
      const image = form.files.find((f) => f.field === 'image' || f.field === 'images');
      if (!image) throw unprocessable(ADMIN_MESSAGES.noFiles, { image: [ADMIN_MESSAGES.noFiles] });
      acceptImage(image.bytes);
      const url = await storeImage(app.storage, 'categories/', image.bytes, 'square');
      await db.update(categories).set({ image: [url] }).where(eq(categories.id, request.params.id));
      await audit(db, request, 'category_image', 'category', request.params.id);
      await discardUnused(app.storage, before.image, request.log);
      return { data: await findOne(db, request.params.id) };
    },
  );
};
