import {
  errorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  offerBodySchema,
  offerPreviewBodySchema,
  offerPreviewResponseSchema,
  offerResponseSchema,
  offersResponseSchema,
  liveOffersResponseSchema,
} from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { actorOf } from '../admin/audit.ts';
import { issuesToErrors } from '../requests/zod-issues.ts';
import { adminOffers, changeOffer, createOffer, previewOffer, removeOffer, runningOffers } from './offers.service.ts';

const tags = ['offers'];
const e = errorBodySchema;

/** The body read by the contract's schema here (its dates are read as India time), 422 with each field's reason. */
function offerBody(request: FastifyRequest) {
  const parsed = offerBodySchema.safeParse(request.body ?? {});
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error.issues);
    throw new HttpError(422, Object.values(errors)[0]?.[0] ?? 'Please check the offer.', errors);
  }
  return parsed.data;
}

/** GET|POST admin/offers, PUT|DELETE admin/offers/{id} (admin scope). */
export const adminOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/offers', { schema: { tags, response: { 200: offersResponseSchema } } }, async () => adminOffers(app));
  app.post('/offers', { schema: { tags, body: z.unknown(), response: { 200: offerResponseSchema, 422: e } } }, async (request) =>
    createOffer(app, actorOf(request), offerBody(request)),
  );
  app.post('/offers/preview', { schema: { tags, body: offerPreviewBodySchema, response: { 200: offerPreviewResponseSchema, 422: e, 503: e } } }, async (request) =>
    previewOffer(app, request.body),
  );
  app.put('/offers/:id', { schema: { tags, params: idParamsSchema, body: z.unknown(), response: { 200: offerResponseSchema, 404: e, 422: e } } }, async (request) =>
    changeOffer(app, actorOf(request), request.params.id, offerBody(request)),
  );
  app.delete('/offers/:id', { schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema, 404: e } } }, async (request) =>
    removeOffer(app, actorOf(request), request.params.id),
  );
};

/** GET offers/live (public): what runs now, for the home page's banner; a minute's cache at most. */
export const liveOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/offers/live', { schema: { tags, response: { 200: liveOffersResponseSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return runningOffers(app);
  });
};
