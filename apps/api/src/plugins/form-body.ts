import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * SPEC §7's client posts some forms as multipart or urlencoded. URL-encoded bodies are parsed here
 * for every route; `Object.fromEntries` defines own properties, so a `__proto__` field cannot
 * reach any prototype.
 */
export const formBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  },
  { name: 'kanak-form-body' },
);
