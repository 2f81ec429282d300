import { adminCustomerDetailSchema, adminCustomersQuerySchema, adminCustomersResponseSchema, errorBodySchema, idParamsSchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDetail, customers } from './customers.service.ts';

const tags = ['admin'];

/** Customers: list and detail with their orders and address book. */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customers', { schema: { tags, querystring: adminCustomersQuerySchema, response: { 200: adminCustomersResponseSchema } } }, async (request) =>
    customers(app, request.query),
  );

  app.get(
    '/customers/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: adminCustomerDetailSchema, 404: errorBodySchema } } },
    async (request) => ({ data: await customerDetail(app, request.params.id) }),
  );
};
