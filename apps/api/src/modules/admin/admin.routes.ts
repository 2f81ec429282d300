import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCarouselRoutes } from './carousel.routes.ts';
import { adminCategoriesRoutes } from './categories.routes.ts';
import { adminCustomersRoutes } from './customers.routes.ts';
import { adminDashboardRoutes } from './dashboard.routes.ts';
import { adminOrdersRoutes } from './orders.routes.ts';
import { adminProductsRoutes } from './products.routes.ts';
import { adminRatesRoutes } from './rates.routes.ts';
import { adminRequestsRoutes } from './requests.routes.ts';

/**
 * Everything under /api/admin (issue 7). The guard is a hook of this whole scope, so a route added
 * here cannot forget it: visitors get 401, customers 403, before any body is read.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  // Customer data and documents: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(adminDashboardRoutes);
  await app.register(adminRatesRoutes);
  await app.register(adminProductsRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminCarouselRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminRequestsRoutes);
};
