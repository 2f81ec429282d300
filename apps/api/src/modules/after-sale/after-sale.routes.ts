import {
  adminAfterSaleListSchema,
  adminAfterSaleQuerySchema,
  adminAfterSaleResponseSchema,
  AFTER_SALE_MAX_PHOTOS,
  AFTER_SALE_MESSAGES,
  AFTER_SALE_PHOTO_MAX_BYTES,
  AFTER_SALE_VIDEO_MAX_BYTES,
  afterSaleListSchema,
  afterSaleMediaParamsSchema,
  afterSaleResponseSchema,
  afterSaleStatusBodySchema,
  errorBodySchema,
  idParamsSchema,
} from '@kanak/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { readMultipart } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { actorOf } from '../admin/audit.ts';
import { afterSaleGate, type BeforeFiles } from './after-sale-gate.ts';
import { afterSaleMedia, afterSaleRequestOf, afterSaleRequestsOf, createAfterSaleRequest, type AfterSaleForm } from './after-sale.service.ts';
import { adminAfterSaleRequest, adminAfterSaleRequests, moveAfterSaleRequest } from './after-sale-admin.service.ts';

const tags = ['after-sale'];
const e = errorBodySchema;

/** Five photos and a video with the text fields: the body limit of a request. */
const AFTER_SALE_FORM_MAX_BYTES = AFTER_SALE_MAX_PHOTOS * AFTER_SALE_PHOTO_MAX_BYTES + AFTER_SALE_VIDEO_MAX_BYTES + 512 * 1024;
const ITEM_IDS = /^item_ids(\[\d*\])?$/;

/**
 * Reads the request form: `kind`, `item_ids[]` (repeated, indexed or "1,2"), `reason`, `details`,
 * up to five `photos` and one `video`, each held to its size while the body streams (413). A JSON
 * body without files is read the same way. `beforeFiles` sees the text fields before the first file.
 */
async function readAfterSaleForm(request: FastifyRequest, beforeFiles: BeforeFiles | undefined): Promise<AfterSaleForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    const itemIds: string[] = [];
    for (const [k, v] of Object.entries(body)) {
      if (ITEM_IDS.test(k)) itemIds.push(...(Array.isArray(v) ? v.map(String) : [String(v)]));
      else if (typeof v === 'string') fields[k] = v;
    }
    return { fields, itemIds, files: [] };
  }
  const form = await readMultipart(request, {
    files: { photos: AFTER_SALE_MAX_PHOTOS + 1, video: 1 },
    fileSize: AFTER_SALE_VIDEO_MAX_BYTES,
    fileTooLarge: AFTER_SALE_MESSAGES.videoTooLarge,
    beforeFiles,
  });
  const photos = form.files.filter((f) => f.field === 'photos');
  if (photos.length > AFTER_SALE_MAX_PHOTOS) throw new HttpError(422, AFTER_SALE_MESSAGES.tooManyPhotos, { photos: [AFTER_SALE_MESSAGES.tooManyPhotos] });
  if (photos.some((p) => p.bytes.length > AFTER_SALE_PHOTO_MAX_BYTES)) throw new HttpError(413, AFTER_SALE_MESSAGES.photoTooLarge);
  return {
    fields: Object.fromEntries(form.entries.filter(([k]) => !ITEM_IDS.test(k))),
    itemIds: form.entries.filter(([k]) => ITEM_IDS.test(k)).map(([, v]) => v),
    files: form.files,
  };
}

const sendMedia = (reply: FastifyReply, media: { mime: string; bytes: Buffer }) =>
  reply.header('Content-Type', media.mime).header('X-Content-Type-Options', 'nosniff').header('Content-Disposition', 'inline').send(media.bytes);

/** The customer's requests (customer scope: owner only, 404 for anyone else's). */
export const afterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const gates = new WeakMap<FastifyRequest, BeforeFiles | undefined>();
  app.post(
    '/orders/:id/after-sale',
    {
      bodyLimit: AFTER_SALE_FORM_MAX_BYTES,
      schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data', 'application/json'], response: { 200: afterSaleResponseSchema, 401: e, 404: e, 409: e, 413: e, 415: e, 422: e } },
      // The order is checked before any of the body is read (after-sale-gate.ts, issue 35).
      preParsing: async (request, _reply, payload) => {
        gates.set(request, await afterSaleGate(app, request));
        return payload;
      },
    },
    async (request) => createAfterSaleRequest(app, userOf(request).id, request.params.id, await readAfterSaleForm(request, gates.get(request))),
  );
  app.get('/after-sale', { schema: { tags, response: { 200: afterSaleListSchema, 401: e } } }, async (request) => afterSaleRequestsOf(app, userOf(request).id));
  app.get(
    '/after-sale/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: afterSaleResponseSchema, 401: e, 404: e } } },
    async (request) => afterSaleRequestOf(app, userOf(request).id, request.params.id),
  );
  app.get('/after-sale/:id/media/:n', { schema: { tags, params: afterSaleMediaParamsSchema } }, async (request, reply) =>
    sendMedia(reply, await afterSaleMedia(app, request.params.id, request.params.n, userOf(request).id)),
  );
};

/** The shop's inbox and the steps it moves requests through (admin scope). */
export const adminAfterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/after-sale',
    { schema: { tags, querystring: adminAfterSaleQuerySchema, response: { 200: adminAfterSaleListSchema, 422: e } } },
    async (request) => adminAfterSaleRequests(app, request.query),
  );
  app.get(
    '/after-sale/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: adminAfterSaleResponseSchema, 404: e } } },
    async (request) => adminAfterSaleRequest(app, request.params.id),
  );
  app.post(
    '/after-sale/:id/status',
    { schema: { tags, params: idParamsSchema, body: afterSaleStatusBodySchema, response: { 200: adminAfterSaleResponseSchema, 404: e, 409: e, 422: e, 502: e } } },
    async (request) => moveAfterSaleRequest(app, actorOf(request), request.params.id, request.body),
  );
  app.get('/after-sale/:id/media/:n', { schema: { tags, params: afterSaleMediaParamsSchema } }, async (request, reply) =>
    sendMedia(reply, await afterSaleMedia(app, request.params.id, request.params.n, null)),
  );
};
