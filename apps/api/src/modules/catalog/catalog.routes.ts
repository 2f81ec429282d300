import { currentRateCardRow } from '@kanak/db';
import {
  carouselResponseSchema,
  categoriesResponseSchema,
  errorBodySchema,
  filterProductsQuerySchema,
  filterProductsResponseSchema,
  idParamsSchema,
  paiseToRupees,
  priceBreakdownSchema,
  priceOf,
  priceQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  ratesResponseSchema,
} from '@kanak/domain';
import { pricingInputOf } from '@kanak/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { answerCached, serveCatalogueFromCache } from '../../plugins/catalogue-cache.ts';
import {
  categoryExists,
  fetchProducts,
  filterProducts,
  listCarousel,
  listCategories,
  productsInCategory,
} from './catalog.repository.ts';
import { rateCardInRupees, toProductView } from './product-view.ts';
import { requireRateCard } from './rate-card.ts';

const errors = { 404: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema };
/** answerCached sends brotli or gzip made once per answer, so @fastify/compress has nothing to do here. */
const precompressed = { compress: false as const };

/**
 * The public catalogue (ARCHITECTURE §5). Every answer is cached in process until the catalogue
 * changes (plugins/catalogue-cache.ts) and carries an ETag and Cache-Control.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  serveCatalogueFromCache(app);
  // Today's card, read once until the catalogue changes (a new card notifies like any write).
  const rateCard = () =>
    app.catalogueCache.remember('rate-card', () => requireRateCard(app.database));
  /** An active product with today's card, or the contract's 404. */
  const pricedProduct = async (id: number) => {
    const [card, [found]] = await Promise.all([rateCard(), fetchProducts(app.database, [id])]);
    if (!found) throw notFound('Product not found');
    return { card, found };
  };

  app.get(
    '/product-categories',
    { ...precompressed, schema: { tags: ['catalogue'], response: { 200: categoriesResponseSchema } } },
    async (request, reply) =>
      answerCached(request, reply, async () => ({ data: await listCategories(app.database) })),
  );

  app.get(
    '/home-carousel',
    { ...precompressed, schema: { tags: ['catalogue'], response: { 200: carouselResponseSchema } } },
    async (request, reply) =>
      answerCached(request, reply, async () => ({ data: await listCarousel(app.database) })),
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
      answerCached(request, reply, async () => {
        const q = request.query;
        const [card, { items, total }] = await Promise.all([
          rateCard(),
          filterProducts(app.database, q),
        ]);
        return {
          products: items.map((p) => toProductView(p.row, p.category, card, p.pricePaise)),
          meta: { total, page: q.page, per_page: q.per_page },
        };
      }),
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
      answerCached(request, reply, async () => {
        const { id } = request.params;
        if (!(await categoryExists(app.database, id))) throw notFound('Category not found');
        const [card, rows] = await Promise.all([rateCard(), productsInCategory(app.database, id)]);
        return { data: rows.map((p) => toProductView(p.row, p.category, card)) };
      }),
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
      answerCached(request, reply, async () => {
        const { card, found } = await pricedProduct(request.params.id);
        return { data: toProductView(found.row, found.category, card) };
      }),
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
      answerCached(request, reply, async () => {
        const { card, found } = await pricedProduct(request.params.id);
        const q = request.query;
        const p = priceOf(pricingInputOf(found.row), card, {
          goldColour: q.gold_type,
          karat: q.gold_carat,
          clarity: q.diamond_clarity,
          quantity: q.quantity,
        });
        return {
          gold_price: paiseToRupees(p.goldPaise),
          diamond_price: paiseToRupees(p.diamondPaise),
          stones_price: paiseToRupees(p.stonesPaise),
          making_charge: paiseToRupees(p.makingPaise),
          gst_amount: paiseToRupees(p.gstPaise),
          unit_price: p.unitTotalRupees,
          quantity: p.quantity,
          totalPrice: p.lineTotalRupees,
        };
      }),
  );

  app.get(
    '/rates',
    { ...precompressed, schema: { tags: ['catalogue'], response: { 200: ratesResponseSchema, ...errors } } },
    async (request, reply) =>
      answerCached(request, reply, async () => {
        const row = await currentRateCardRow(app.database.db);
        if (!row) throw notFound('No rate card yet');
        const rupees = rateCardInRupees(row);
        return {
          data: {
            gold_price: rupees.gold,
            diamond_price: rupees.diamond,
            effective_from: row.effectiveFrom.toISOString(),
          },
        };
      }),
  );
};
