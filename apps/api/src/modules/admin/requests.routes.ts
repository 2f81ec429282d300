import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { idParamsSchema, requestStatusSchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { toAdminRequest } from '../requests/requests.view.ts';
import { audit } from './audit.ts';

/**
 * Moves a customise or bulk request through new → contacted → quoted → closed. The list itself is
 * `GET admin/requests` in the requests module, beside the forms that fill it.
 */
export const adminRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests/:id/status',
    { schema: { tags: ['admin'], params: idParamsSchema, body: requestStatusSchema } },
    async (request) => {
      const [row] = await app.database.db
        .update(schema.serviceRequests)
        .set({ status: request.body.status })
        .where(eq(schema.serviceRequests.id, request.params.id))
        .returning();
      if (!row) throw notFound('Request not found');
      await audit(app.database.db, request, 'request_status', 'service_request', row.id, { status: row.status });
      return { data: toAdminRequest(row) };
    },
  );
};
