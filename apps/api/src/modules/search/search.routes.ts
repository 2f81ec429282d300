import {
  errorBodySchema,
  idParamsSchema,
  suggestQuerySchema,
  suggestResponseSchema,
  synonymSetRequestSchema,
  synonymSetResponseSchema,
  synonymSetsResponseSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCached, serveCatalogueFromCache } from '../catalog/catalogue-cache-plugin.ts';
import { actorOf } from '../admin/audit.ts';
import { addSynonymSet, changeSynonymSet, removeSynonymSet, searchSourcesOf, suggest, synonymSets } from './search.service.ts';

const e = errorBodySchema;

/**
 * GET search/suggest (public, ARCHITECTURE §7): the header's as-you-type suggestions, cached with
 * the catalogue answers and dropped with them when the catalogue or a synonym changes.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  serveCatalogueFromCache(app);
  const sources = searchSourcesOf(app, app.catalogueCache);
  app.get(
    '/search/suggest',
    {
      compress: false,
      schema: { tags: ['catalogue'], querystring: suggestQuerySchema, response: { 200: suggestResponseSchema, 422: e } },
    },
    async (request, reply) => answerCached(request, reply, () => suggest(app, sources, request.query.q)),
  );
};

/** GET|POST admin/search/synonyms, PUT|DELETE admin/search/synonyms/{id} (admin scope). */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get('/search/synonyms', { schema: { tags, response: { 200: synonymSetsResponseSchema } } }, async () => ({
    data: await synonymSets(app),
  }));
  app.post(
    '/search/synonyms',
    { schema: { tags, body: synonymSetRequestSchema, response: { 201: synonymSetResponseSchema, 422: e } } },
    async (request, reply) => reply.code(201).send({ data: await addSynonymSet(app, actorOf(request), request.body.phrases) }),
  );
  app.put(
    '/search/synonyms/:id',
    { schema: { tags, params: idParamsSchema, body: synonymSetRequestSchema, response: { 200: synonymSetResponseSchema, 404: e, 422: e } } },
    async (request) => ({ data: await changeSynonymSet(app, actorOf(request), request.params.id, request.body.phrases) }),
  );
  app.delete(
    '/search/synonyms/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: e } } },
    async (request, reply) => {
      await removeSynonymSet(app, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
