import {
  addToCartRequestSchema,
  addToCartResponseSchema,
  cartCouponBodySchema,
  cartResponseSchema,
  errorBodySchema,
  idParamsSchema,
  updateCartRequestSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { multipartFields } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import { addToCart, applyCoupon, changeQuantity, emptyCart, removeCoupon, removeFromCart, viewCart } from './cart.service.ts';

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
  const userId = (request: FastifyRequest) => userOf(request).id;

  app.get(
    '/view-cart',
    { schema: { tags, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => viewCart(app, userId(request)),
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
      const { created, body } = await addToCart(app, userId(request), request.body);
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
    async (request) => changeQuantity(app, userId(request), request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart-remove/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => removeFromCart(app, userId(request), request.params.id),
  );

  const clear = async (request: FastifyRequest) => emptyCart(app, userId(request));
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

  // Offer codes (ARCHITECTURE §7): a code that cannot apply answers 422 with the reason.
  app.post(
    '/cart/coupon',
    { schema: { tags, body: cartCouponBodySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => applyCoupon(app, userId(request), request.body.code),
  );
  app.delete('/cart/coupon', { schema: { tags, response: { 200: cartResponseSchema, ...errors } } }, async (request) => removeCoupon(app, userId(request)));
};
