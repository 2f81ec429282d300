import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Catalogue answers are revalidated on every use: a rate change must show at once (issue 7), and the
 * ETag makes a repeat cost a 304 with no body.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

/**
 * Adds an ETag and Cache-Control to the successful GET answers of the scope it is called in and
 * answers a matching If-None-Match with 304 (ARCHITECTURE §5). Runs before serialisation, so the
 * tag is taken from the response object, ahead of compression.
 */
export function addCatalogueCaching(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const etag = `W/"${createHash('sha1').update(JSON.stringify(payload)).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', CATALOGUE_CACHE_CONTROL);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      reply.code(304);
    }
    return payload;
  });
}
