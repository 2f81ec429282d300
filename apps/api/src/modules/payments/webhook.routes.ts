import { errorBodySchema } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleWebhook } from './webhook.service.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST payments/razorpay/webhook. Its own plugin scope so JSON arrives as the raw buffer: the
 * signature is over the exact bytes sent, which a parse-and-serialise round trip would change.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/razorpay/webhook',
    { schema: { tags: ['payments'], response: { 200: z.object({ status: z.string() }), 400: errorBodySchema } } },
    async (request) => {
      // Stryker disable next-line LogicalOperator,StringLiteral: the scope's JSON parser hands every body over as a Buffer; only a bodiless request reaches the fallback, refused 400 whatever it is (docs/testing.md)
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
      const status = await handleWebhook(
        app,
        raw,
        header(request.headers['x-razorpay-signature']),
        header(request.headers['x-razorpay-event-id']),
      );
      return { status };
    },
  );
};
