import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import {
  ADMIN_IMAGE_MAX_BYTES,
  adminProductInputSchema,
  adminProductResponseSchema,
  adminProductsQuerySchema,
  adminProductsResponseSchema,
  adminProductUpdateSchema,
  deleteMediaRequestSchema,
  errorBodySchema,
  idParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { audit } from './audit.ts';
import { readUpload } from './media.ts';
import { addProductMedia, removeProductMedia } from './product-media.ts';
import { createProduct, findAdminProduct, listAdminProducts, toColumns, updateProduct } from './products.service.ts';

const tags = ['admin'];
const e = errorBodySchema;
const errors = { 404: e, 413: e, 415: e, 422: e };
const one = { 200: adminProductResponseSchema, ...errors };
/** A gallery of full-size photos plus a video in one upload. */
export const MEDIA_BODY_LIMIT = 12 * ADMIN_IMAGE_MAX_BYTES;

/** Catalogue products (SPEC §3 fields); never hard-deleted, orders point at them. */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/products', { schema: { tags, querystring: adminProductsQuerySchema, response: { 200: adminProductsResponseSchema } } }, async (request) =>
    listAdminProducts(db, request.query),
  );

  app.get('/products/:id', { schema: { tags, params: idParamsSchema, response: one } }, async (request) => ({
    data: await findAdminProduct(db, request.params.id),
  }));

  app.post('/products', { schema: { tags, body: adminProductInputSchema, response: { ...one, 201: adminProductResponseSchema } } }, async (request, reply) => {
    const b = request.body;
    const columns = toColumns(b);
    const id = await createProduct(db, {
      ...columns,
      name: b.name,
      productCode: b.product_code,
      productCategoryId: b.product_category_id,
      metalWeightMg: columns.metalWeightMg!,
    });
    await audit(db, request, 'product_created', 'product', id);
    return reply.code(201).send({ data: await findAdminProduct(db, id) });
  });

  app.put('/products/:id', { schema: { tags, params: idParamsSchema, body: adminProductUpdateSchema, response: one } }, async (request) => {
    await updateProduct(db, request.params.id, toColumns(request.body));
    await audit(db, request, 'product_updated', 'product', request.params.id, { fields: Object.keys(request.body) });
    return { data: await findAdminProduct(db, request.params.id) };
  });

  app.delete('/products/:id', { schema: { tags, params: idParamsSchema, response: one } }, async (request) => {
    const [row] = await db
      .update(schema.products)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(schema.products.id, request.params.id))
      .returning({ id: schema.products.id });
    if (!row) throw notFound('Product not found');
    await audit(db, request, 'product_deactivated', 'product', row.id);
    return { data: await findAdminProduct(db, row.id) };
  });

  app.post(
    '/products/:id/media',
    { bodyLimit: MEDIA_BODY_LIMIT, schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: one } },
    async (request) => {
      await addProductMedia(db, app.storage, request.params.id, await readUpload(request));
      await audit(db, request, 'product_media_added', 'product', request.params.id);
      return { data: await findAdminProduct(db, request.params.id) };
    },
  );

  app.delete(
    '/products/:id/media',
    { schema: { tags, params: idParamsSchema, body: deleteMediaRequestSchema, response: one } },
    async (request) => {
      await removeProductMedia(db, app.storage, request.params.id, request.body.url, request.log);
      await audit(db, request, 'product_media_removed', 'product', request.params.id, { url: request.body.url });
      return { data: await findAdminProduct(db, request.params.id) };
    },
  );
};
