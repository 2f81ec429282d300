import {
  addToCartRequestSchema,
  addToCartResponseSchema,
  cartResponseSchema,
  errorBodySchema,
  idParamsSchema,
  MESSAGES,
  updateCartRequestSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { multipartFields } from '../../http-multipart.ts';
import { clearCart, removeLine, setQuantity } from './cart.repository.ts';
import { addToCart, viewCart } from './cart.service.ts';

const errors = {
  401: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['cart'];

/**
 * The customer's cart (SPEC §4, §7; ARCHITECTURE §5). Every statement filters by the session's
 * user in the same query, so another customer's line id answers exactly like an unknown one.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  // Personal data: no browser or proxy cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const userId = (request: { user: { id: number } | null }) => request.user!.id;

  app.get(
    '/view-cart',
    { schema: { tags, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => viewCart(app.database, userId(request)),
  );

  app.post(
    '/cart',
    {
      preValidation: multipartFields,
      schema: {
        tags,
        body: addToCartRequestSchema,
        response: { 200: addToCartResponseSchema, 201: addToCartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, body } = await addToCart(app.database, userId(request), request.body);
      return reply.code(created ? 201 : 200).send(body);
    },
  );

  app.post(
    '/cart/update/:id',
    {
      preValidation: multipartFields,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCartRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await setQuantity(
        app.database,
        userId(request),
        request.params.id,
        request.body.quantity,
      );
      if (!found) throw notFound(MESSAGES.cart.notFound);
      return viewCart(app.database, userId(request));
    },
  );

  app.delete(
    '/cart-remove/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => {
      if (!(await removeLine(app.database, userId(request), request.params.id)))
        throw notFound(MESSAGES.cart.notFound);
      return viewCart(app.database, userId(request));
    },
  );

  const clear = async (request: { user: { id: number } | null }) => {
    await clearCart(app.database, userId(request));
    return viewCart(app.database, userId(request));
  };
  app.post(
    '/cart/clear',
    { schema: { tags, response: { 200: cartResponseSchema, ...errors } } },
    clear,
  );
  app.delete(
    '/cart',
    { schema: { tags, response: { 200: cartResponseSchema, ...errors } } },
    clear,
  );
};
