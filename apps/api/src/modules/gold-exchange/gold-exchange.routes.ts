import {
  adminGoldExchangeListSchema,
  adminGoldExchangeQuerySchema,
  adminGoldExchangeResponseSchema,
  errorBodySchema,
  goldExchangeListSchema,
  goldExchangePhotoParamsSchema,
  goldExchangeRatesSchema,
  goldExchangeResponseSchema,
  goldExchangeStatusBodySchema,
  idParamsSchema,
  MESSAGES,
  OLD_GOLD_MAX_PHOTOS,
} from '@kanak/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPdf } from '../../http-pdf.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { readMultipart } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { actorOf } from '../admin/audit.ts';
import { adminGoldExchange, adminGoldExchanges, moveGoldExchange } from './gold-exchange-admin.service.ts';
import {
  acceptGoldExchange,
  createGoldExchange,
  declineGoldExchange,
  goldExchangeOfCustomer,
  goldExchangePhoto,
  goldExchangeRates,
  goldExchangesOfCustomer,
  goldExchangeVoucherPdf,
  type GoldExchangeForm,
} from './gold-exchange.service.ts';

const tags = ['gold-exchange'];
const e = errorBodySchema;
const G = MESSAGES.goldExchange;
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Three photos and the text fields. */
const FORM_MAX_BYTES = OLD_GOLD_MAX_PHOTOS * PHOTO_MAX_BYTES + 512 * 1024;

/**
 * The request as JSON, or multipart with `items` as JSON text, `handover`, `address_id` and up to
 * three `photos` (each held to 8 MB while the body streams: 413).
 */
async function readForm(request: FastifyRequest): Promise<GoldExchangeForm> {
  if (!request.isMultipart()) return { body: request.body ?? {}, photos: [] };
  const form = await readMultipart(request, { files: { photos: OLD_GOLD_MAX_PHOTOS + 1 }, fileSize: PHOTO_MAX_BYTES, fileTooLarge: G.photoTooLarge });
  let items: unknown;
  try {
    items = JSON.parse(form.fields.items ?? '');
  } catch {
    throw new HttpError(422, G.badItems, { items: [G.badItems] });
  }
  const { items: _text, ...rest } = form.fields;
  return { body: { ...rest, items }, photos: form.files.filter((f) => f.field === 'photos').map((f) => f.bytes) };
}

const sendPhoto = (reply: FastifyReply, photo: { mime: string; bytes: Buffer }) =>
  reply.header('Content-Type', photo.mime).header('X-Content-Type-Options', 'nosniff').header('Content-Disposition', 'inline').send(photo.bytes);

/** The customer's old gold (customer scope: their own lots only, 404 for anyone else's). */
export const goldExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gold-exchange/rates', { schema: { tags, response: { 200: goldExchangeRatesSchema, 401: e } } }, async () => goldExchangeRates(app));
  app.post(
    '/gold-exchange',
    { bodyLimit: FORM_MAX_BYTES, schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: { 200: goldExchangeResponseSchema, 401: e, 409: e, 413: e, 415: e, 422: e } } },
    async (request) => createGoldExchange(app, userOf(request).id, await readForm(request)),
  );
  app.get('/gold-exchange', { schema: { tags, response: { 200: goldExchangeListSchema, 401: e } } }, async (request) => goldExchangesOfCustomer(app, userOf(request).id));
  app.get(
    '/gold-exchange/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: goldExchangeResponseSchema, 401: e, 404: e } } },
    async (request) => goldExchangeOfCustomer(app, userOf(request).id, request.params.id),
  );
  app.post(
    '/gold-exchange/:id/accept',
    { schema: { tags, params: idParamsSchema, response: { 200: goldExchangeResponseSchema, 401: e, 404: e, 409: e } } },
    async (request) => acceptGoldExchange(app, userOf(request).id, request.params.id),
  );
  app.post(
    '/gold-exchange/:id/decline',
    { schema: { tags, params: idParamsSchema, response: { 200: goldExchangeResponseSchema, 401: e, 404: e, 409: e } } },
    async (request) => declineGoldExchange(app, userOf(request).id, request.params.id),
  );
  app.get('/gold-exchange/:id/photos/:n', { schema: { tags, params: goldExchangePhotoParamsSchema } }, async (request, reply) =>
    sendPhoto(reply, await goldExchangePhoto(app, request.params.id, request.params.n, userOf(request).id)),
  );
  app.get('/gold-exchange/:id/voucher.pdf', { schema: { tags, params: idParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await goldExchangeVoucherPdf(app, request.params.id, userOf(request).id)),
  );
};

/** The shop's old gold (admin scope). */
export const adminGoldExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gold-exchange',
    { schema: { tags, querystring: adminGoldExchangeQuerySchema, response: { 200: adminGoldExchangeListSchema, 422: e } } },
    async (request) => adminGoldExchanges(app, request.query),
  );
  app.get(
    '/gold-exchange/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: adminGoldExchangeResponseSchema, 404: e } } },
    async (request) => adminGoldExchange(app, request.params.id),
  );
  app.post(
    '/gold-exchange/:id/status',
    { schema: { tags, params: idParamsSchema, body: goldExchangeStatusBodySchema, response: { 200: adminGoldExchangeResponseSchema, 404: e, 409: e, 422: e } } },
    async (request) => moveGoldExchange(app, actorOf(request), request.params.id, request.body),
  );
  app.get('/gold-exchange/:id/photos/:n', { schema: { tags, params: goldExchangePhotoParamsSchema } }, async (request, reply) =>
    sendPhoto(reply, await goldExchangePhoto(app, request.params.id, request.params.n, null)),
  );
  app.get('/gold-exchange/:id/voucher.pdf', { schema: { tags, params: idParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await goldExchangeVoucherPdf(app, request.params.id, null)),
  );
};
