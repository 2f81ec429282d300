import {
  carouselResponseSchema,
  categoriesResponseSchema,
  errorBodySchema,
  filterProductsQuerySchema,
  filterProductsResponseSchema,
  idParamsSchema,
  priceBreakdownSchema,
  priceQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  ratesResponseSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCached, serveCatalogueFromCache } from './catalogue-cache-plugin.ts';
import { searchSourcesOf } from '../search/search.service.ts';
import {
  carouselList,
  categoriesList,
  categoryProducts,
  currentRates,
  productDetail,
  productPrice,
  productsPage,
} from './catalog.service.ts';

const errors = { 404: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema };
/** answerCached sends brotli or gzip made once per answer, so @fastify/compress has nothing to do here. */
const precompressed = { compress: false as const };

/**
 * The public catalogue (ARCHITECTURE §5). Every answer is cached in process until the catalogue
 * changes (modules/catalog/catalogue-cache-plugin.ts) and carries an ETag and Cache-Control.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  serveCatalogueFromCache(app);
  const pricing = app.pricing;
  const search = searchSourcesOf(app, app.catalogueCache);

  app.get(
    '/product-categories',
    { ...precompressed, schema: { tags: ['catalogue'], response: { 200: categoriesResponseSchema } } },
    async (request, reply) =>
      answerCached(request, reply, () => categoriesList(app)),
  );

  app.get(
    '/home-carousel',
    { ...precompressed, schema: { tags: ['catalogue'], response: { 200: carouselResponseSchema } } },
    async (request, reply) =>
      answerCached(request, reply, () => carouselList(app)),
  );

  app.get(
    '/filter-products',
    {
      ...precompressed,
      schema: {
        tags: ['catalogue'],
        querystring: filterProductsQuerySchema,
        response: { 200: filterProductsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerCached(request, reply, () => productsPage(app, pricing, search, request.query)),
  );

  app.get(
    '/products/category/:id',
    {
      ...precompressed,
      schema: {
        tags: ['catalogue'],
        params: idParamsSchema,
        response: { 200: productListResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerCached(request, reply, () => categoryProducts(app, pricing, request.params.id)),
  );

  app.get(
    '/products/:id',
    {
      ...precompressed,
      schema: {
        tags: ['catalogue'],
        params: idParamsSchema,
        response: { 200: productResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerCached(request, reply, () => productDetail(app, pricing, request.params.id)),
  );

  app.get(
    '/products/:id/price',
    {
      ...precompressed,
      schema: {
        tags: ['catalogue'],
        params: idParamsSchema,
        querystring: priceQuerySchema,
        response: { 200: priceBreakdownSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerCached(request, reply, () => productPrice(app, pricing, request.params.id, request.query)),
  );

  app.get(
    '/rates',
    { ...precompressed, schema: { tags: ['catalogue'], response: { 200: ratesResponseSchema, ...errors } } },
    async (request, reply) =>
      answerCached(request, reply, () => currentRates(app)),
  );
};
