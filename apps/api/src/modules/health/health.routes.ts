import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const status = z.object({ status: z.string() });

/** Liveness and readiness for a load balancer (ARCHITECTURE §5). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: status, 503: status } } },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (err) {
        app.log.warn({ err }, 'database not reachable');
        return reply.code(503).send({ status: 'database unreachable' });
      }
    },
  );
};
