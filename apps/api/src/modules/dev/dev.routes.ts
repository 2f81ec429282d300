import { devOutboxQuerySchema, devOutboxResponseSchema, errorBodySchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxFor } from './dev.repository.ts';

const LIMIT = 50;

/**
 * Development only (MESSENGER=outbox, never in production): what the outbox messenger "sent",
 * newest first, for one recipient at a time, so a developer or a browser test can read an OTP
 * (ARCHITECTURE §5). app.ts does
 * not register it otherwise, because it would hand out every customer's codes.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { tags: ['development'], querystring: devOutboxQuerySchema, response: { 200: devOutboxResponseSchema, 422: errorBodySchema } } },
    async (request) => {
      const { to } = request.query;
      const rows = await outboxFor(app.database.db, to, LIMIT);
      return {
        messages: rows.map((m) => ({
          to: m.to,
          channel: m.channel,
          body: m.body,
          created_at: m.createdAt.toISOString(),
          ...(m.subject === null ? {} : { subject: m.subject }),
          ...(m.html === null ? {} : { html: m.html }),
          ...(m.template === null ? {} : { template: m.template }),
          ...(m.params === null ? {} : { params: m.params }),
        })),
      };
    },
  );
};
