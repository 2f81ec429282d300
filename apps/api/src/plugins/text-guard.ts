import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/** The path of the first string holding U+0000 in a parsed query, params or body, if any. */
export function nulField(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : undefined;
  if (!value || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte that reached a query would fail there with a 500.
 * Checked after validation (a preHandler), so JSON, url-encoded and multipart fields are all seen;
 * forms read inside their handler are caught by the error handler (SQLSTATE 22021) instead.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const field = nulField(request.query) ?? nulField(request.params) ?? nulField(request.body);
      if (field) throw new HttpError(422, NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
    });
  },
  { name: 'kanak-text-guard' },
);
