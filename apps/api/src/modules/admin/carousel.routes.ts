import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import {
  ADMIN_MESSAGES,
  adminCarouselResponseSchema,
  carouselReorderSchema,
  carouselToggleSchema,
  errorBodySchema,
  idParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unprocessable } from '../../http-error.ts';
import { audit } from './audit.ts';
import { acceptImage, discardUnused, readUpload, storeImage } from './media.ts';

const { homeCarousel } = schema;
const tags = ['admin'];
const e = errorBodySchema;
const list = { 200: adminCarouselResponseSchema, 404: e, 413: e, 415: e, 422: e };

async function listAll(db: Db) {
  const rows = await db.select().from(homeCarousel).orderBy(asc(homeCarousel.sortOrder), asc(homeCarousel.id));
  return { data: rows.map((r) => ({ id: r.id, images: r.images, sort_order: r.sortOrder, is_active: r.isActive })) };
}

/** Home carousel slides: 16:6 banners at BANNER_WIDTHS, ordered, switched on and off. */
export const adminCarouselRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/carousel', { schema: { tags, response: list } }, async () => listAll(db));

  /** A new slide, last in order, from the uploaded `images`. */
  app.post('/carousel', { bodyLimit: 40 * 1024 * 1024, schema: { tags, consumes: ['multipart/form-data'], response: { ...list, 201: adminCarouselResponseSchema } } }, async (request, reply) => {
    const form = await readUpload(request);
    const images = form.files.filter((f) => f.field === 'images' || f.field === 'image');
    if (images.length === 0) throw unprocessable(ADMIN_MESSAGES.noFiles, { images: [ADMIN_MESSAGES.noFiles] });
    for (const image of images) acceptImage(image.bytes);
    const urls: string[] = [];
    for (const image of images) urls.push(await storeImage(app.storage, 'carousel/', image.bytes, 'banner'));
    const [row] = await db
      .insert(homeCarousel)
      .values({ images: urls, sortOrder: sql`(select coalesce(max(${homeCarousel.sortOrder}), -1) + 1 from ${homeCarousel})` })
      .returning({ id: homeCarousel.id });
    await audit(db, request, 'carousel_created', 'home_carousel', row!.id);
    return reply.code(201).send(await listAll(db));
  });

  /** The slides in the given order; slides not named keep their place after them. */
  app.post('/carousel/reorder', { schema: { tags, body: carouselReorderSchema, response: list } }, async (request) => {
    const { ids } = request.body;
    await db.transaction(async (tx) => {
      for (const [i, id] of ids.entries()) await tx.update(homeCarousel).set({ sortOrder: i }).where(eq(homeCarousel.id, id));
      const rest = (await tx.select({ id: homeCarousel.id }).from(homeCarousel).orderBy(asc(homeCarousel.sortOrder), asc(homeCarousel.id))).filter(
        (r) => !ids.includes(r.id),
      );
      for (const [i, r] of rest.entries()) await tx.update(homeCarousel).set({ sortOrder: ids.length + i }).where(eq(homeCarousel.id, r.id));
    });
    await audit(db, request, 'carousel_reordered', 'home_carousel', null, { ids });
    return listAll(db);
  });

  app.post('/carousel/:id/toggle', { schema: { tags, params: idParamsSchema, body: carouselToggleSchema, response: list } }, async (request) => {
    const [row] = await db.update(homeCarousel).set({ isActive: request.body.is_active }).where(eq(homeCarousel.id, request.params.id)).returning();
    if (!row) throw notFound('Slide not found');
    await audit(db, request, 'carousel_toggled', 'home_carousel', row.id, { is_active: row.isActive });
    return listAll(db);
  });

  app.delete('/carousel/:id', { schema: { tags, params: idParamsSchema, response: list } }, async (request) => {
    const [row] = await db.delete(homeCarousel).where(eq(homeCarousel.id, request.params.id)).returning({ id: homeCarousel.id, images: homeCarousel.images });
    if (!row) throw notFound('Slide not found');
    await audit(db, request, 'carousel_deleted', 'home_carousel', row.id);
    await discardUnused(app.storage, row.images, request.log);
    return listAll(db);
  });
};
