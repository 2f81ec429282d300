import { carouselResponseSchema, categoriesResponseSchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCarousel, listCategories } from './catalog.repository.ts';

/** The public catalogue (ARCHITECTURE §5). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-categories',
    { schema: { tags: ['catalogue'], response: { 200: categoriesResponseSchema } } },
    async () => ({ data: await listCategories(app.database) }),
  );

  app.get(
    '/home-carousel',
    { schema: { tags: ['catalogue'], response: { 200: carouselResponseSchema } } },
    async () => ({ data: await listCarousel(app.database) }),
  );
};
