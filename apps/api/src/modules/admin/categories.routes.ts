import {
  adminCategoriesResponseSchema,
  adminCategoryInputSchema,
  adminCategoryResponseSchema,
  adminCategoryUpdateSchema,
  errorBodySchema,
  idParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './audit.ts';
import { categories, createCategory, editCategory, replaceCategoryImage } from './categories.service.ts';
import { readUpload } from './media.ts';

const tags = ['admin'];
const e = errorBodySchema;
const one = { 200: adminCategoryResponseSchema, 404: e, 413: e, 415: e, 422: e };

/** Categories (SPEC §3: id, name, image); the spec's fixed ids stay, new ones start at 100. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { tags, response: { 200: adminCategoriesResponseSchema } } }, async () => ({ data: await categories(app) }));

  app.post('/categories', { schema: { tags, body: adminCategoryInputSchema, response: { ...one, 201: adminCategoryResponseSchema } } }, async (request, reply) =>
    reply.code(201).send({ data: await createCategory(app, actorOf(request), request.body) }),
  );

  app.put('/categories/:id', { schema: { tags, params: idParamsSchema, body: adminCategoryUpdateSchema, response: one } }, async (request) => ({
    data: await editCategory(app, actorOf(request), request.params.id, request.body),
  }));

  /** Replaces the category's picture with the uploaded `image`, square WebP at every width. */
  app.post(
    '/categories/:id/image',
    { bodyLimit: 10 * 1024 * 1024, schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: one } },
    async (request) => ({ data: await replaceCategoryImage(app, actorOf(request), request.params.id, () => readUpload(request)) }),
  );
};
