import { adminCarouselResponseSchema, carouselReorderSchema, carouselToggleSchema, errorBodySchema, idParamsSchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './audit.ts';
import { addSlide, removeSlide, reorder, slides, toggleSlide } from './carousel.service.ts';
import { readUpload } from './media.ts';

const tags = ['admin'];
const e = errorBodySchema;
const list = { 200: adminCarouselResponseSchema, 404: e, 413: e, 415: e, 422: e };

/** Home carousel slides: 16:6 banners at BANNER_WIDTHS, ordered, switched on and off. */
export const adminCarouselRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/carousel', { schema: { tags, response: list } }, async () => ({ data: await slides(app) }));

  /** A new slide, last in order, from the uploaded `images`. */
  app.post('/carousel', { bodyLimit: 40 * 1024 * 1024, schema: { tags, consumes: ['multipart/form-data'], response: { ...list, 201: adminCarouselResponseSchema } } }, async (request, reply) => {
    const data = await addSlide(app, actorOf(request), await readUpload(request));
    return reply.code(201).send({ data });
  });

  /** The slides in the given order; slides not named keep their place after them. */
  app.post('/carousel/reorder', { schema: { tags, body: carouselReorderSchema, response: list } }, async (request) => ({
    data: await reorder(app, actorOf(request), request.body.ids),
  }));

  app.post('/carousel/:id/toggle', { schema: { tags, params: idParamsSchema, body: carouselToggleSchema, response: list } }, async (request) => ({
    data: await toggleSlide(app, actorOf(request), request.params.id, request.body.is_active),
  }));

  app.delete('/carousel/:id', { schema: { tags, params: idParamsSchema, response: list } }, async (request) => ({
    data: await removeSlide(app, actorOf(request), request.params.id),
  }));
};
