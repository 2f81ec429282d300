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
import { actorOf } from './audit.ts';
import { readUpload } from './media.ts';
import { addProductMedia, removeProductMedia } from './product-media.ts';
import { addProduct, deactivateProduct, editProduct, findAdminProduct, listAdminProducts } from './products.service.ts';

const tags = ['admin'];
const e = errorBodySchema;
const errors = { 404: e, 413: e, 415: e, 422: e };
const one = { 200: adminProductResponseSchema, ...errors };
/** A gallery of full-size photos plus a video in one upload. */
const MEDIA_BODY_LIMIT = 12 * ADMIN_IMAGE_MAX_BYTES;

/** Catalogue products (SPEC §3 fields); never hard-deleted, orders point at them. */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', { schema: { tags, querystring: adminProductsQuerySchema, response: { 200: adminProductsResponseSchema } } }, async (request) =>
    listAdminProducts(app, request.query),
  );

  app.get('/products/:id', { schema: { tags, params: idParamsSchema, response: one } }, async (request) => ({
    data: await findAdminProduct(app, request.params.id),
  }));

  app.post('/products', { schema: { tags, body: adminProductInputSchema, response: { ...one, 201: adminProductResponseSchema } } }, async (request, reply) =>
    reply.code(201).send({ data: await addProduct(app, actorOf(request), request.body) }),
  );

  app.put('/products/:id', { schema: { tags, params: idParamsSchema, body: adminProductUpdateSchema, response: one } }, async (request) => ({
    data: await editProduct(app, actorOf(request), request.params.id, request.body),
  }));

  app.delete('/products/:id', { schema: { tags, params: idParamsSchema, response: one } }, async (request) => ({
    data: await deactivateProduct(app, actorOf(request), request.params.id),
  }));

  app.post(
    '/products/:id/media',
    { bodyLimit: MEDIA_BODY_LIMIT, schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: one } },
    async (request) => {
      await addProductMedia(app, actorOf(request), request.params.id, await readUpload(request));
      return { data: await findAdminProduct(app, request.params.id) };
    },
  );

  app.delete(
    '/products/:id/media',
    { schema: { tags, params: idParamsSchema, body: deleteMediaRequestSchema, response: one } },
    async (request) => {
      await removeProductMedia(app, actorOf(request), request.params.id, request.body.url);
      return { data: await findAdminProduct(app, request.params.id) };
    },
  );
};
