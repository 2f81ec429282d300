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

export interface SecurityHeadersOptions {
  /** For pages, assets, media and anything else a browser may render. */
  page: Readonly<HelmetOptions>;
  /** For the JSON answers under /api/ (not the API's HTML documentation at /api/docs). */
  api?: Readonly<HelmetOptions>;
}

/** A JSON answer of the API: nothing in it is ever rendered as a page. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** Sets the precomputed security headers on every answer, the app shell, media and errors included. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: Readonly<SecurityHeadersOptions>) => {
  const page = helmetHeaders(options.page);
  const api = options.api ? helmetHeaders(options.api) : page;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : page);
    done();
  });
});
