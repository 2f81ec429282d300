import {
  adminRatesResponseSchema,
  errorBodySchema,
  rateHistoryQuerySchema,
  rateHistoryResponseSchema,
  updateRatesRequestSchema,
  updateRatesResponseSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './audit.ts';
import { currentAdminRateCard, rateHistory, saveRates } from './rates.service.ts';

const tags = ['admin'];

/** The rate card: gold per gram by colour × karat, diamond per carat by clarity (ARCHITECTURE §4). */
export const adminRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/rates', { schema: { tags, response: { 200: adminRatesResponseSchema } } }, async () => ({
    data: await currentAdminRateCard(app),
  }));

  app.put(
    '/rates',
    { schema: { tags, body: updateRatesRequestSchema, response: { 200: updateRatesResponseSchema, 422: errorBodySchema } } },
    async (request) => saveRates(app, actorOf(request), request.body),
  );

  app.get(
    '/rates/history',
    { schema: { tags, querystring: rateHistoryQuerySchema, response: { 200: rateHistoryResponseSchema } } },
    async (request) => ({ data: await rateHistory(app, request.query.limit) }),
  );
};
