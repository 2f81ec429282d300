import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet builds a new helmet middleware for every
 * request, re-parsing the Content-Security-Policy each time; our policy is static, so the headers
 * are computed at start-up by running helmet once against a recording response, and each answer
 * gets them in one `reply.headers` call (issue 9: the catalogue's requests per second).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Sets the precomputed security headers on every answer, the app shell, media and errors included. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
);
