import { schema } from '@kanak/db';
import { devOutboxQuerySchema, devOutboxResponseSchema, errorBodySchema } from '@kanak/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const { messageOutbox } = schema;
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
      const rows = await app.database.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.to, to))
        .orderBy(desc(messageOutbox.id))
        .limit(LIMIT);
      return {
        messages: rows.map((m) => ({ to: m.to, channel: m.channel, body: m.body, created_at: m.createdAt.toISOString() })),
      };
    },
  );
};
