import {
  adminRequestListResponseSchema,
  adminRequestResponseSchema,
  adminRequestsQuerySchema,
  errorBodySchema,
  idParamsSchema,
  requestStatusSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './audit.ts';
import { adminRequests, moveRequest } from './requests.service.ts';

const tags = ['admin'];

/** Customise and bulk requests and contact messages, moved through new → contacted → quoted → closed. */
export const adminRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/requests', { schema: { tags, querystring: adminRequestsQuerySchema, response: { 200: adminRequestListResponseSchema } } }, async (request) =>
    adminRequests(app, request.query),
  );

  app.post(
    '/requests/:id/status',
    { schema: { tags, params: idParamsSchema, body: requestStatusSchema, response: { 200: adminRequestResponseSchema, 404: errorBodySchema } } },
    async (request) => ({ data: await moveRequest(app, actorOf(request), request.params.id, request.body.status) }),
  );
};
