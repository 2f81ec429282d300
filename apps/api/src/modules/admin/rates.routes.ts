import {
  adminRatesResponseSchema,
  errorBodySchema,
  rateHistoryQuerySchema,
  rateHistoryResponseSchema,
  updateRatesRequestSchema,
  updateRatesResponseSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from './audit.ts';
import { currentAdminRateCard, rateHistory, saveRates } from './rates.service.ts';

const tags = ['admin'];

/** The rate card: gold per gram by colour × karat, diamond per carat by clarity (ARCHITECTURE §4). */
export const adminRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/rates', { schema: { tags, response: { 200: adminRatesResponseSchema } } }, async () => ({
    data: await currentAdminRateCard(app.database.db),
  }));

  app.put(
    '/rates',
    { schema: { tags, body: updateRatesRequestSchema, response: { 200: updateRatesResponseSchema, 422: errorBodySchema } } },
    async (request) => {
      const result = await saveRates(app.database.db, request.body, request.user!.id);
      await audit(app.database.db, request, 'rates_saved', 'rate_card', result.card.id, { changed: result.changed });
      return result;
    },
  );

  app.get(
    '/rates/history',
    { schema: { tags, querystring: rateHistoryQuerySchema, response: { 200: rateHistoryResponseSchema } } },
    async (request) => ({ data: await rateHistory(app.database.db, request.query.limit) }),
  );
};
