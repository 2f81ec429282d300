import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let dist: string;
const CSS = `.a{color:red}${'.b{margin:0}'.repeat(300)}`;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kanak-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kanak</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('k'.repeat(4000))});`);
  // An asset with the build's compressed copies (apps/web/precompress.ts): stand-ins that differ
  // from what the server would make itself, so a test sees which was sent.
  const css = path.join(dist, 'assets', 'app-def456.css');
  writeFileSync(css, CSS);
  writeFileSync(`${css}.br`, brotliCompressSync('/* from disk, br */'));
  writeFileSync(`${css}.gz`, gzipSync('/* from disk, gzip */'));
  t = await createTestApp({ WEB_DIST: dist });
  mkdirSync(path.join(t.dataDir, 'media', 'categories'), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'media', 'categories', '24-640.webp'), Buffer.from('RIFF0000WEBP'));
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the storefront', () => {
  it('answers any page path with the app shell, revalidated on every visit', async () => {
    for (const url of ['/', '/dashboard/24', '/productdetail/7', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('compresses the shell for a browser that accepts it', async () => {
    const big = `<!doctype html><title>Kanak</title><div id="root"></div>${'<!-- pad -->'.repeat(200)}`;
    writeFileSync(path.join(dist, 'index.html'), big);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    const page = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/aboutus', headers: { 'accept-encoding': encoding } });
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await page('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<!-- pad -->');
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own brotli and gzip copies of an asset as they are (apps/web/precompress.ts)", async () => {
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app-def456.css', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/css');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('/* from disk, br */');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('/* from disk, gzip */');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CSS);
  });

  it('serves public media, and a JSON 404 for missing media', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/media/categories/24-640.webp' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    const missing = await t.app.inject({ method: 'GET', url: '/media/categories/99-640.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('does not let a path escape the media folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fdocument.key' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/[A-Za-z0-9+/]{43}=/);
  });
});

describe('the limits of pages and unknown URLs', () => {
  it('counts public pages apart from unknown URLs: 130 product pages from one office never close the shop (issue 35)', async () => {
    const office = { remoteAddress: '10.20.30.40' };
    for (let n = 0; n < 130; n += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/productdetail/${(n % 9) + 1}`, ...office });
      expect(res.statusCode, `page ${n}`).toBe(200);
    }
    const probes: number[] = [];
    for (let n = 0; n < 121; n += 1) probes.push((await t.app.inject({ method: 'GET', url: `/api/probe-${n}`, ...office })).statusCode);
    expect(probes.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(probes[120]).toBe(429);
    // Scanning does not close the pages either.
    expect((await t.app.inject({ method: 'GET', url: '/productdetail/1', ...office })).statusCode).toBe(200);
  });
});

describe('rate limits shared through Redis', () => {
  it('counts requests for unknown paths in Redis when REDIS_URL is set', async () => {
    const shared = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379/0' });
    try {
      const first = await shared.app.inject({ method: 'GET', url: '/api/nothing-here', remoteAddress: '10.9.8.7' });
      const second = await shared.app.inject({ method: 'GET', url: '/api/nothing-here', remoteAddress: '10.9.8.7' });
      expect(first.statusCode).toBe(404);
      expect(Number(second.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
      const { Redis } = await import('ioredis');
      const client = new Redis('redis://127.0.0.1:6379/0');
      const keys = await client.keys('kanak-rl-*10.9.8.7*');
      expect(keys.length).toBeGreaterThan(0);
      await client.del(...keys);
      await client.quit();
    } finally {
      await shared.close();
    }
  });

  it('keeps the shop open when Redis cannot be reached: limits are skipped, nothing answers 500', async () => {
    const cut = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1/0' });
    try {
      const page = await cut.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(page.statusCode).toBe(404);
      const login = await cut.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@kanak.example', password: 'Wrong@Password1' },
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await cut.close();
    }
  });
});
