import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_ADDRESS_KEYS } from '@kanak/domain/product-address';
import { chooseEncoding, compress } from '../../http-encoding.ts';
import { etagOf, type CachedAnswer } from '../catalog/catalogue-cache.ts';
import { sendCached } from '../catalog/catalogue-cache-plugin.ts';
import { isServerRendered, pageRendererOf } from './page-render.ts';
import { allowingScript } from '../../plugins/security-policy.ts';
import { createShellRenderer } from './seo.ts';
import { seoRoutes } from './seo-files.ts';
import { createRouteChunks } from './seo-route-chunks.ts';

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
      // The build writes brotli and gzip copies of its text files (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const routeChunks = dist ? createRouteChunks(dist) : undefined;
  const renderShell =
    indexHtml && routeChunks
      ? createShellRenderer(app, indexHtml, pageRendererOf(dist), routeChunks)
      : undefined;
  // Unknown URLs are how scanners probe, and each miss may read index.html: 120 a minute. The public
  // pages are no probe: they count with the catalogue's reads, so 120 product pages from one office
  // never close the shop to it (issue 35).
  const notFoundLimit = app.rateLimit({ max: 120, timeWindow: '1 minute' });
  const isPublicPage = (request: FastifyRequest) =>
    Boolean(renderShell) &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    isServerRendered((request.url.split('?')[0] ?? '').replace(/\/+$/, '') || '/');
  app.setNotFoundHandler(
    {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        await (isPublicPage(request) ? app.publicReadLimit(request, reply) : notFoundLimit.call(app, request, reply));
      },
    },
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
      if (wantsPage && renderShell && isServerRendered(pathname.replace(/\/+$/, '') || '/')) {
        // Rendered and kept by the address the page reads, not the one asked for: junk parameters
        // and their order never make another copy (issue 35).
        const pageUrl = pageUrlOf(url);
        // Kept by the build's index.html too: a new build is a new page. Its links name the one
        // configured origin (env.ts siteOrigin), never the Host header, so every host gets one page.
        const key = `page:${indexHtml ? statSync(indexHtml).mtimeMs : 0}:${pageUrl}`;
        const { page, rendered } = await cachedPage(app, key, () => renderShell(request, pageUrl));
        // The page starts its JavaScript with an inline script (page-render.ts, decision 037).
        const starter = routeChunks?.starter();
        const policy = reply.getHeader('content-security-policy');
        if (starter && typeof policy === 'string')
          void reply.header('content-security-policy', allowingScript(policy, starter.cspSource));
        // Revalidated on each visit: a rate change must show at once.
        // Server-Timing says whether the page was rendered for this request or came from the cache.
        return sendCached(request, reply, page, {
          type: 'text/html; charset=utf-8',
          cacheControl: 'no-cache',
          timing: rendered ? 'render' : 'cache',
        });
      }
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

/**
 * A page's address as the page reads it: its path without trailing slashes and the keys the pages
 * read (PAGE_ADDRESS_KEYS, the same lists the browser reads), in order, each once as
 * URLSearchParams.get reads it.
 */
export function pageUrlOf(url: string): string {
  const at = url.indexOf('?');
  const pathname = (at < 0 ? url : url.slice(0, at)).replace(/\/+$/, '') || '/';
  if (at < 0) return pathname;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_ADDRESS_KEYS) {
    const value = given.get(name);
    if (value !== null) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The shell compressed per request: @fastify/compress works per route and the not-found handler
 * is none. The page's first answers make it tens of kB on a category page, the first thing a
 * phone waits for (ARCHITECTURE §6).
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  void reply.header('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding'], Buffer.byteLength(html));
  if (!encoding) return html;
  void reply.header('Content-Encoding', encoding);
  return compress(html, encoding);
}

/**
 * A public page as the server rendered it, kept with the catalogue's answers (same cache, same
 * NOTIFY: a rate or catalogue change drops it on every node at once). Every visitor gets the same
 * page (it is rendered signed out), so it is kept by origin and URL.
 */
async function cachedPage(
  app: FastifyInstance,
  key: string,
  render: () => Promise<string>,
): Promise<{ page: CachedAnswer; rendered: boolean }> {
  const hit = app.catalogueCache.get(key);
  if (hit) return { page: hit, rendered: false };
  const generation = app.catalogueCache.generation;
  const body = Buffer.from(await render());
  const page = { body, etag: etagOf(body) };
  app.catalogueCache.set(key, page, generation);
  return { page, rendered: true };
}
