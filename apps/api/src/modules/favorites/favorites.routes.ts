import {
  addFavoriteRequestSchema,
  errorBodySchema,
  favoriteResponseSchema,
  favoritesResponseSchema,
  idParamsSchema,
  productIdParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartFields } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { saveFavorite, unsaveFavorite, unsaveProduct, viewFavorites } from './favorites.service.ts';

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
  app.get(
    '/favorites',
    { schema: { tags, response: { 200: favoritesResponseSchema, ...errors } } },
    async (request) => viewFavorites(app, userOf(request).id),
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
      const { created, favorite } = await saveFavorite(app, userOf(request).id, request.body.product_id);
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
    async (request) => unsaveFavorite(app, userOf(request).id, request.params.id),
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
    async (request) => unsaveProduct(app, userOf(request).id, request.params.productId),
  );
};
