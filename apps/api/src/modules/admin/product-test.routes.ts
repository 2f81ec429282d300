import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { ADMIN_MESSAGES, errorBodySchema, MESSAGES } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, unprocessable } from '../../http-error.ts';
import { verifyPassword } from '../auth/password.ts';
import { audit } from './audit.ts';
import { acceptImage, acceptVideo, readUpload, storeImage, storeVideo } from './media.ts';
import { createProduct } from './products.service.ts';

const REQUIRED = 'Please fill name, category id, email and password.';
/** SPEC §5 test form: name, category id, email and password are required. */
const formSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(200),
  product_category_id: z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(2_147_483_647),
  /** Optional only for a signed-in admin (the admin screens post the same form). */
  email: z.string().trim().toLowerCase().max(254).optional(),
  password: z.string().max(200).optional(),
});

const responseSchema = z.object({ message: z.string(), product_id: z.number().int() });
const e = errorBodySchema;

/**
 * POST product-test (SPEC §2, §7 test form): an admin's credentials in the form (or an admin
 * session) create an inactive draft product with the uploaded video (MP4) and images (PNG or
 * JPEG, SPEC §5), to be finished in the admin catalogue.
 */
export const productTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product-test',
    {
      preHandler: app.identifyUser,
      bodyLimit: 60 * 1024 * 1024,
      // Credentials are checked here: the same brake as the login route against guessing.
      config: { rateLimit: { max: 10, timeWindow: '1 minute', errorResponseBuilder: () => new HttpError(429, MESSAGES.account.tooManyRequests) } },
      schema: { tags: ['admin'], consumes: ['multipart/form-data'], response: { 201: responseSchema, 401: e, 403: e, 413: e, 415: e, 422: e, 429: e } },
    },
    async (request, reply) => {
      const form = await readUpload(request);
      const parsed = formSchema.safeParse(form.fields);
      const sessionAdmin = request.user?.role === 'admin' ? request.user : null;
      if (!parsed.success || (!sessionAdmin && (!parsed.data.email || !parsed.data.password))) throw unprocessable(REQUIRED);
      const fields = parsed.data;

      let adminId = sessionAdmin?.id;
      if (!adminId) {
        const [user] = await app.database.db
          .select({ id: schema.users.id, role: schema.users.role, hash: schema.users.passwordHash })
          .from(schema.users)
          .where(eq(schema.users.email, fields.email ?? ''));
        // One answer for an unknown e-mail and a wrong password: no account discovery.
        if (!user?.hash || !(await verifyPassword(user.hash, fields.password ?? ''))) throw new HttpError(401, MESSAGES.account.badCredentials);
        if (user.role !== 'admin') throw new HttpError(403, MESSAGES.account.forbidden);
        adminId = user.id;
      }

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
