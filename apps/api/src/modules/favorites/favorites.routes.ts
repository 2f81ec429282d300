import {
  addFavoriteRequestSchema,
  errorBodySchema,
  favoriteResponseSchema,
  favoritesResponseSchema,
  idParamsSchema,
  MESSAGES,
  productIdParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { multipartFields } from '../../http-multipart.ts';
import { removeFavorite, removeFavoriteOfProduct } from './favorites.repository.ts';
import { saveFavorite, viewFavorites } from './favorites.service.ts';

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['favourites'];

/**
 * The wishlist (SPEC §4, §7; ARCHITECTURE §5). Every statement filters by the session's user in
 * the same query: another customer's favourite answers like an unknown one.
 */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/favorites',
    { schema: { tags, response: { 200: favoritesResponseSchema, ...errors } } },
    async (request) => viewFavorites(app.database, request.user!.id),
  );

  app.post(
    '/favorites',
    {
      preValidation: multipartFields,
      schema: {
        tags,
        body: addFavoriteRequestSchema,
        response: { 200: favoriteResponseSchema, 201: favoriteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, favorite } = await saveFavorite(
        app.database,
        request.user!.id,
        request.body.product_id,
      );
      return reply.code(created ? 201 : 200).send({ data: favorite });
    },
  );

  app.delete(
    '/favorites/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      if (!(await removeFavorite(app.database, userId, request.params.id)))
        throw notFound(MESSAGES.favorites.notFound);
      return viewFavorites(app.database, userId);
    },
  );

  app.delete(
    '/favorites/product/:productId',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const removed = await removeFavoriteOfProduct(app.database, userId, request.params.productId);
      if (!removed) throw notFound(MESSAGES.favorites.notFound);
      return viewFavorites(app.database, userId);
    },
  );
};
