import {
  errorBodySchema,
  MESSAGES,
  productTestCredentialsSchema,
  productTestFormSchema,
  productTestResponseSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unprocessable } from '../../http-error.ts';
import { DEFAULT_AUTH_RATE_LIMIT, type AuthRateLimit } from '../auth/auth.routes.ts';
import { admitAdmin } from '../auth/auth.service.ts';
import { readUpload } from './media.ts';
import { createTestDraft } from './product-media.ts';

const REQUIRED = MESSAGES.admin.testFormRequired;
const e = errorBodySchema;

export interface ProductTestRoutesOptions {
  /** The account routes' per-address limit: the form checks a password as login does. */
  rateLimit?: AuthRateLimit;
}

/**
 * POST product-test (SPEC §2, §7 test form): an admin's credentials in the form (or an admin
 * session) create an inactive draft product with the uploaded video (MP4) and images (PNG or
 * JPEG, SPEC §5), to be finished in the admin catalogue. Credentials are checked as `POST login`
 * checks them (lockout, rate limit, timing) and before any file is read (ARCHITECTURE §8).
 */
export const productTestRoutes: FastifyPluginAsyncZod<ProductTestRoutesOptions> = async (app, opts) => {
  const limit = opts.rateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
  app.post(
    '/product-test',
    {
      preHandler: app.identifyUser,
      bodyLimit: 60 * 1024 * 1024,
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs, errorResponseBuilder: () => new HttpError(429, MESSAGES.account.tooManyRequests) } },
      schema: { tags: ['admin'], consumes: ['multipart/form-data'], response: { 201: productTestResponseSchema, 401: e, 403: e, 413: e, 415: e, 422: e, 429: e } },
    },
    async (request, reply) => {
      let adminId = request.user?.role === 'admin' ? request.user.id : undefined;
      const form = await readUpload(request, {
        beforeFiles: async (fields) => {
          if (adminId !== undefined) return;
          const credentials = productTestCredentialsSchema.safeParse(fields);
          if (!credentials.success) throw unprocessable(REQUIRED);
          adminId = await admitAdmin(app.database.db, credentials.data, { ip: request.ip, userAgent: request.headers['user-agent'] });
        },
      });
      const parsed = productTestFormSchema.safeParse(form.fields);
      if (!parsed.success || adminId === undefined) throw unprocessable(REQUIRED);
      const id = await createTestDraft(app, { userId: adminId, ip: request.ip }, parsed.data, form);
      return reply.code(201).send({ message: MESSAGES.admin.productCreated, product_id: id });
    },
  );
};
