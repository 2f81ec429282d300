import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createShellRenderer } from './seo.ts';
import { seoRoutes } from './seo-files.ts';

export interface WebOptions {
  /** Built web app (apps/web/dist); absent in API-only tests. */
  webDist: string | undefined;
  /** Public media root (DATA_DIR/media). */
  mediaRoot: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built storefront with an SPA fallback and the public media. Hashed assets are cached
 * for a year; index.html is revalidated so a deploy is seen at once.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  mkdirSync(opts.mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Media file names never change their content: a new upload gets a new name.
    setHeaders: (reply) => void reply.header('Cache-Control', 'public, max-age=2592000'),
  });

  await app.register(seoRoutes);

  const dist = opts.webDist;
  const indexHtml = dist ? path.join(dist, 'index.html') : undefined;
  if (dist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const renderShell = indexHtml ? createShellRenderer(app, indexHtml) : undefined;
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    // Rate limited: unknown URLs are how scanners probe, and each miss may read index.html.
    async (request, reply) => {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '';
      // A missing file (an old hashed asset after a deploy) is a 404, never the app shell.
      const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
      const wantsPage =
        !looksLikeFile &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        !url.startsWith('/media/') &&
        Boolean(indexHtml && existsSync(indexHtml));
      if (wantsPage && renderShell) {
        // The SPA answers unknown paths with its own not-found page (SPEC §2); the shell carries
        // this page's title and sharing tags for crawlers that run no JavaScript.
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(compressed(request, reply, await renderShell(request)));
      }
      return reply.code(404).send({ message: 'Not found' });
    },
  );
});

/** Encodings the browser accepts (q=0 refuses one). */
function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = String(request.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * The shell compressed by hand: @fastify/compress works per route and the not-found handler is
 * none. The page's first answers make it tens of kB on a category page, the first thing a phone
 * waits for (ARCHITECTURE §6). Brotli at quality 4, as @fastify/compress does.
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  void reply.header('Vary', 'Accept-Encoding');
  if (Buffer.byteLength(html) < 1024) return html;
  if (accepts(request, 'br')) {
    void reply.header('Content-Encoding', 'br');
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (accepts(request, 'gzip')) {
    void reply.header('Content-Encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}
