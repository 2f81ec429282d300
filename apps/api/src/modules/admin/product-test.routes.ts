import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { ADMIN_MESSAGES, errorBodySchema, MESSAGES, PASSWORD_MAX_LENGTH } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, unprocessable } from '../../http-error.ts';
import { DEFAULT_AUTH_RATE_LIMIT, type AuthRateLimit } from '../auth/auth.routes.ts';
import { admitAdmin } from '../auth/auth.service.ts';
import { audit } from './audit.ts';
import { acceptImage, acceptVideo, readUpload, storeImage, storeVideo } from './media.ts';
import { createProduct } from './products.service.ts';

const REQUIRED = 'Please fill name, category id, email and password.';
/** SPEC §5 test form: name, category id, email and password are required. */
const formSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(200),
  product_category_id: z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(2_147_483_647),
});
/** Required unless an admin session posts the form (the admin screens post the same form). */
const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

const responseSchema = z.object({ message: z.string(), product_id: z.number().int() });
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
      schema: { tags: ['admin'], consumes: ['multipart/form-data'], response: { 201: responseSchema, 401: e, 403: e, 413: e, 415: e, 422: e, 429: e } },
    },
    async (request, reply) => {
      let adminId = request.user?.role === 'admin' ? request.user.id : undefined;
      const form = await readUpload(request, {
        beforeFiles: async (fields) => {
          if (adminId !== undefined) return;
          const credentials = credentialsSchema.safeParse(fields);
          if (!credentials.success) throw unprocessable(REQUIRED);
          adminId = await admitAdmin(app.database.db, credentials.data, { ip: request.ip, userAgent: request.headers['user-agent'] });
        },
      });
      const parsed = formSchema.safeParse(form.fields);
      if (!parsed.success || adminId === undefined) throw unprocessable(REQUIRED);
      const fields = parsed.data;

      const images = form.files.filter((f) => f.field === 'images' || f.field === 'images[]');
      const video = form.files.find((f) => f.field === 'product_video');
      for (const image of images) acceptImage(image.bytes, ['jpg', 'png']);
      if (video) acceptVideo(video.bytes);

      const id = await createProduct(app.database.db, {
        name: fields.name,
        productCategoryId: fields.product_category_id,
        productCode: `DRAFT-${randomUUID().slice(0, 8).toUpperCase()}`,
        metalWeightMg: 0,
        isActive: false,
      });
      const urls: string[] = [];
      for (const image of images) urls.push(await storeImage(app.storage, `products/${id}/`, image.bytes, 'square'));
      const videoUrl = video ? await storeVideo(app.storage, `products/${id}/`, video.bytes) : null;
      await app.database.db
        .update(schema.products)
        .set({ images: urls, productPinkImages: urls, productVideo: videoUrl })
        .where(eq(schema.products.id, id));
      await audit(app.database.db, request, 'product_test_created', 'product', id, undefined, adminId);
      return reply.code(201).send({ message: ADMIN_MESSAGES.productCreated, product_id: id });
    },
  );
};
