import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chooseEncoding } from '../../http-encoding.ts';
import {
  CATALOGUE_CACHE_CONTROL,
  CatalogueCache,
  etagOf,
  matchesEtag,
  type CachedAnswer,
} from './catalogue-cache.ts';
import { offersLiveNow, todaysRateCard } from './catalog.service.ts';
import type { PricingInputs } from '../../service-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
    /** Today's card and the offers live now, read once until the catalogue changes (decision 032). */
    pricing: PricingInputs;
  }
}

/** The channel migration 0003's triggers notify on every catalogue write. */
export const CATALOGUE_CHANNEL = 'kanak_catalogue';

/** Admin writes that change what the catalogue answers (products, media, categories, carousel, rates). */
const writesCatalogue = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  (request.url.startsWith('/api/admin/') || request.url.startsWith('/api/product-test'));

/**
 * Decorates the app with the catalogue cache and keeps it honest: it listens for the database's
 * catalogue notifications (every node, every write, whoever made it), and a node that has just
 * answered an admin write empties its own cache before the answer leaves, so the admin's next read
 * never sees the old catalogue.
 */
export const catalogueCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new CatalogueCache();
  app.decorate('catalogueCache', cache);
  // A new card notifies like any write, and so does every offer change and every offer start or
  // end, which re-price the products (offers.service.ts); an offer that ends is also dropped by the
  // price function itself. Catalogue answers and the cart are priced from these.
  app.decorate('pricing', {
    card: () => cache.remember('rate-card', () => todaysRateCard(app)),
    offers: () => cache.remember('live-offers', () => offersLiveNow(app)),
  } satisfies PricingInputs);

  // Until LISTEN is in place the node cannot hear other nodes' writes, so it serves uncached; a
  // database that is down at start (or a closed one) must not stop the node from starting.
  cache.setTrusted(false);
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closing = false;
  const subscribe = async () => {
    try {
      unlisten = await app.database.listen(
        CATALOGUE_CHANNEL,
        () => cache.invalidate(),
        (listening) => {
          cache.setTrusted(listening);
          if (!listening) app.log.warn('catalogue invalidations lost: serving the catalogue uncached until they return');
        },
      );
      cache.setTrusted(true);
    } catch (err) {
      if (closing) return;
      app.log.error({ err }, 'cannot LISTEN for catalogue changes: serving the catalogue uncached, retrying');
      retry = setTimeout(() => void subscribe(), 5_000);
      retry.unref();
    }
  };
  app.addHook('onReady', subscribe);
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await unlisten?.().catch(() => {});
  });

  // Callback style: every answer passes here, and a GET should cost no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Only a write that was done: a refused one (401, 403, 422…) changed nothing, and must not let
    // anyone empty the cache at will.
    if (writesCatalogue(request) && reply.statusCode < 400) cache.invalidate();
    done(null, payload);
  });
});

/**
 * Sends a cached answer (or page, web.ts), or a 304 when the client holds it already. A compressed
 * answer is compressed once and kept (the compress plugin leaves an encoded body alone), so a hit
 * costs no compression work.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  as: { type: string; cacheControl: string; timing?: string } = JSON_ANSWER,
): FastifyReply {
  reply.header('ETag', answer.etag).header('Cache-Control', as.cacheControl).header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return timed(reply, as.timing).code(304).send();
  reply.type(as.type);
  const encoding = chooseEncoding(request.headers['accept-encoding'], answer.body.length);
  if (!encoding) return timed(reply, as.timing).send(answer.body);
  const body = request.server.catalogueCache.encoded(answer, encoding);
  return timed(reply, as.timing).header('Content-Encoding', encoding).send(body);
}

/**
 * With `metric`, a Server-Timing header: the server's own time for this answer, from the request's
 * arrival to its body ready to write (compressed), as DevTools' Timing tab and `npm run bench:pages`
 * show it.
 */
function timed(reply: FastifyReply, metric: string | undefined): FastifyReply {
  return metric ? reply.header('Server-Timing', `${metric};dur=${reply.elapsedTime.toFixed(1)}`) : reply;
}

const JSON_ANSWER = { type: 'application/json; charset=utf-8', cacheControl: CATALOGUE_CACHE_CONTROL };

/** Each catalogue read's key, taken as it arrived. */
const requestKeys = new WeakMap<FastifyRequest, string>();

/** The query keys a route's querystring schema reads (a zod object's keys), sorted; per schema. */
const queryKeys = new WeakMap<object, string[] | undefined>();
function queryKeysOf(schema: unknown): string[] | undefined {
  if (typeof schema !== 'object' || schema === null) return [];
  if (!queryKeys.has(schema)) {
    const shape = (schema as { shape?: unknown }).shape;
    queryKeys.set(schema, typeof shape === 'object' && shape !== null ? Object.keys(shape).sort() : undefined);
  }
  return queryKeys.get(schema);
}

/**
 * The key a catalogue answer is kept under: the route, its path parameters and the query keys its
 * schema reads, in a fixed order. Junk parameters (`?x1=<14 KB>`, `?x2=…`) are not part of it, so
 * they all find the one answer instead of each growing the cache (issue 35). The key is a function
 * of everything the handler is given, so two URLs with one key get the same answer. It is taken
 * from the query as sent, before validation adds defaults (requestKeys).
 */
function catalogueKeyOf(request: FastifyRequest): string {
  const { url: route = '', schema } = request.routeOptions;
  const key = new URLSearchParams();
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  for (const name of Object.keys(params).sort()) key.append(`:${name}`, String(params[name]));
  const query = (request.query ?? {}) as Record<string, unknown>;
  // A schema whose keys cannot be read keeps every key, sorted: never two answers under one key.
  const names = queryKeysOf(schema?.querystring) ?? Object.keys(query).sort();
  for (const name of names) {
    const value = query[name];
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) key.append(name, String(one));
  }
  return `${route}?${key.toString()}`;
}

/**
 * For the catalogue scope: answers a GET from the cache before validation and the handler run,
 * after the per-address limit of public reads. Only 200 answers are ever stored, under the key of
 * the request that produced them, so a request that would fail validation is never found here.
 */
export function serveCatalogueFromCache(app: FastifyInstance): void {
  // A flood of distinct, valid reads misses the cache and reaches the database: limited per address.
  app.addHook('onRequest', app.publicReadLimit);
  // Callback style: a hit is answered here without calling done(), a miss goes on to the route.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const key = catalogueKeyOf(request);
    requestKeys.set(request, key);
    const hit = app.catalogueCache.get(key);
    if (hit) sendCached(request, reply, hit);
    else done();
  });
}

/** Computes a catalogue answer, serialises it with the route's response schema, stores and sends it. */
export async function answerCached(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cache = request.server.catalogueCache;
  const generation = cache.generation;
  const payload = await compute();
  const body = Buffer.from(reply.serialize(payload) as string);
  const answer = { body, etag: etagOf(body) };
  const key = requestKeys.get(request);
  if (key !== undefined) cache.set(key, answer, generation);
  return sendCached(request, reply, answer);
}
