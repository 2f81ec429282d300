import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * Compression for answers the shop compresses itself: cached catalogue answers (compressed once and
 * kept) and the HTML shell (the not-found handler that serves it is outside @fastify/compress).
 */

export type Encoding = 'br' | 'gzip';

/** Smaller answers go as they are, here and through @fastify/compress (app.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * @fastify/compress's options for answers made per request (the cart, orders, account). Brotli
 * quality 3 costs half of quality 4 on a cart's ~8 KB of JSON for ~5% more bytes; compressing in
 * one synchronous call up to 64 KB avoids the plugin's stream path (its default on 2 cores above
 * 8 KB), which cost twice the CPU of the compression itself. Profiled under add to cart in
 * session 30 (docs/performance.md). Cached answers and pages use `compress` below instead.
 */
export const DYNAMIC_COMPRESSION = {
  threshold: COMPRESS_FROM_BYTES,
  syncThreshold: 64 * 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
};

/** Browsers send a handful of distinct Accept-Encoding headers; each is parsed once. */
const preferredByHeader = new Map<string, Encoding | undefined>();

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, bytes: number): Encoding | undefined {
  if (!acceptEncoding || bytes < COMPRESS_FROM_BYTES) return undefined;
  if (preferredByHeader.has(acceptEncoding)) return preferredByHeader.get(acceptEncoding);
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const preferred = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (preferredByHeader.size >= 100) preferredByHeader.clear();
  preferredByHeader.set(acceptEncoding, preferred);
  return preferred;
}

/** `body` compressed: brotli at a middle quality (fast enough per request), or gzip level 6. */
export function compress(body: Buffer | string, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    });
  }
  return gzipSync(body, { level: 6 });
}
