import {
  adminCustomerDetailSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  errorBodySchema,
  idParamsSchema,
  walletResponseSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDetail, customers, customerWallet } from './customers.service.ts';

const tags = ['admin'];

/** Customers: list and detail with their orders and address book, and their store credit. */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customers', { schema: { tags, querystring: adminCustomersQuerySchema, response: { 200: adminCustomersResponseSchema } } }, async (request) =>
    customers(app, request.query),
  );

  app.get(
    '/customers/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: adminCustomerDetailSchema, 404: errorBodySchema } } },
    async (request) => ({ data: await customerDetail(app, request.params.id) }),
  );

  app.get(
    '/customers/:id/wallet',
    { schema: { tags, params: idParamsSchema, response: { 200: walletResponseSchema, 404: errorBodySchema } } },
    async (request) => customerWallet(app, request.params.id),
  );
};
