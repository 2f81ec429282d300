import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.ts';
import { buybackOf } from './buyback.service.ts';

const tags = ['orders'];
const e = errorBodySchema;

const buybackResponseSchema = z.object({
  items: z.array(
    z.object({
      order_item_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      gold_value: z.number(),
      diamond_value: z.number(),
      gemstone_value: z.number(),
      processing_charge: z.number(),
      estimate: z.number(),
    }),
  ),
  total_estimate: z.number(),
  rates_date: z.string(),
  valid_until: z.string(),
});

/**
 * GET /orders/{id}/buyback (SPEC §9 Policies): what a delivered order's pieces would fetch back
 * today, from today's rate card and each line's locked weights and options. Owner only.
 */
export const buybackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/buyback',
    { schema: { tags, params: idParamsSchema, response: { 200: buybackResponseSchema, 401: e, 404: e, 409: e, 503: e } } },
    async (request) => buybackOf(app, userOf(request).id, request.params.id),
  );
};
