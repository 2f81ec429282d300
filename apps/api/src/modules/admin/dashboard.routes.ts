import { dashboardResponseSchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './dashboard.service.ts';

/** The admin home: orders by status, money collected, what to dispatch, 30 days of sales and rates. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { tags: ['admin'], response: { 200: dashboardResponseSchema } } }, async () => dashboard(app));
};
