/**
 * Public pages rendered on the server (issue 20, decision 033), with a stand-in for the web build's
 * renderer (the real one is built by `vite build --ssr` and checked by the browser suite,
 * apps/web/e2e/server-render.e2e.ts): which pages it renders, with what answers, and how a rendered
 * page is cached, revalidated and dropped.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isServerRendered, renderHomeAhead, rendererPathOf, withMarkup } from './page-render.ts';

declare global {
  var kanakTestRenders: string[] | undefined;
}

let t: TestApp;
let dist: string;
const STARTER = 'document.documentElement.dataset.started="yes"';
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kanak-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Kanak</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div>\n<noscript>Please turn on JavaScript.</noscript></body></html>',
  );
  // What the build writes beside index.html (apps/web/route-chunks.ts): here only the starter.
  writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify({ routes: [], starter: STARTER }));
  const renderer = rendererPathOf(dist);
  mkdirSync(path.dirname(renderer), { recursive: true });
  writeFileSync(
    renderer,
    `export async function render(url, answers) {
      (globalThis.kanakTestRenders ??= []).push(url);
      return { html: '<title>Hoisted</title><link rel="preload" as="image" href="/x.webp"/><main><h1>Page ' + url + '</h1><p>' + Object.keys(answers).sort().join(' ') + '</p></main>', errors: [] };
    }`,
  );
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
  await rm(`${dist}-ssr`, { recursive: true, force: true });
});

const renders = () => globalThis.kanakTestRenders ?? [];
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('public pages rendered on the server', () => {
  it('renders the public pages, and only them', () => {
    for (const p of ['/', '/dashboard', '/dashboard/24', '/price-filter/50000', '/productdetail/7', '/ac', '/aboutus', '/Cancellation'])
      expect(isServerRendered(p), p).toBe(true);
    for (const p of ['/myorder', '/placeorder', '/login', '/admin', '/dashboard/ring', '/productdetail/x', '/customizeform'])
      expect(isServerRendered(p), p).toBe(false);
  });

  it("puts the page's markup in #root, without React's hoisted tags or the JavaScript note", () => {
    const html = withMarkup('<div id="root"></div>\n    <noscript>Turn on JavaScript</noscript>', '<title>T</title><meta name="x" content="y"/><h1>Hi</h1>');
    expect(html).toBe('<div id="root"><h1>Hi</h1></div>');
  });

  const shellWithScripts = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
    '<link rel="modulepreload" crossorigin href="/assets/product-page-c3.js" />',
    '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
    '</head><body><div id="root"></div></body>',
  ].join('\n');

  it('starts the JavaScript after the first paint: the entry and its chunks go to the inline starter', () => {
    const html = withMarkup(shellWithScripts, '<h1>Hi</h1>', 'start();');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    // Last in <body>: the page above it is parsed, its picture found, when it runs.
    expect(html).toContain(
      '<div id="root"><h1>Hi</h1></div><script data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/product-page-c3.js">start();</script></body>',
    );
  });

  it("keeps the shell's own script tags for a build without a starter", () => {
    const html = withMarkup(shellWithScripts, '<h1>Hi</h1>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-b2.js">');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div></body>');
  });

  it("never rewrites the page's own markup", () => {
    const markup = '<p>&lt;/body&gt;</p><link rel="modulepreload" crossorigin href="/assets/x.js">';
    const html = withMarkup(shellWithScripts, markup, 'start();');
    expect(html).toContain(`<div id="root">${markup}</div><script data-entry`);
  });

  it('renders a page with the answers its HTML carries, once, then serves it from the cache', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-cache');
    // The answers the shell carries (this test's database has no rate card and no products).
    expect(first.body).toContain('<div id="root"><main><h1>Page /</h1><p>home-carousel offers/live product-categories</p>');
    expect(first.body).not.toContain('<noscript>');
    expect(first.body).not.toContain('Hoisted');
    expect(first.body).toContain('id="kanak-preload"');
    expect(renders()).toEqual(['/']);
    // The server's own time, and whether it rendered the page (DevTools, npm run bench:pages).
    expect(first.headers['server-timing']).toMatch(/^render;dur=\d+\.\d$/);

    const again = await get('/');
    expect(again.body).toBe(first.body);
    expect(renders()).toEqual(['/']);
    expect(again.headers['server-timing']).toMatch(/^cache;dur=\d+\.\d$/);
    const etag = String(first.headers.etag);
    const revalidated = await get('/', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['server-timing']).toMatch(/^cache;dur=/);
  });

  it('renders again after a catalogue change, and serves every Host header the one page', async () => {
    await get('/aboutus');
    await get('/aboutus');
    expect(renders().filter((u) => u === '/aboutus')).toHaveLength(1);
    t.app.catalogueCache.invalidate();
    await get('/aboutus');
    expect(renders().filter((u) => u === '/aboutus')).toHaveLength(2);
    // Issue 35: the Host header is the client's to write; the page's links never name it.
    const other = await get('/aboutus', { host: 'evil.example' });
    expect(renders().filter((u) => u === '/aboutus')).toHaveLength(2);
    expect(other.body).not.toContain('evil.example');
  });

  it('keeps one page per address the page reads: junk query parameters never grow the cache (issue 35)', async () => {
    const before = renders().length;
    const size = t.app.catalogueCache.size;
    const junk = 'j'.repeat(2048);
    for (let n = 0; n < 300; n += 1) expect((await get(`/contactus/?x${n}=${junk}`)).statusCode).toBe(200);
    expect(renders().slice(before)).toEqual(['/contactus']);
    expect(t.app.catalogueCache.size).toBe(size + 1);
    // A product's options are read, in a fixed order; the rest is not.
    await get('/productdetail/7?utm_source=x&purity=18k&metal=white_gold');
    await get('/productdetail/7?metal=white_gold&fbclid=y&purity=18k');
    expect(renders().slice(before + 1)).toEqual(['/productdetail/7?metal=white_gold&purity=18k']);
  });

  it('keeps its pages through a refused admin write (only a done write empties the cache)', async () => {
    await get('/ac');
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload: { name: 'X' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await get('/ac');
    expect(renders().filter((u) => u === '/ac')).toHaveLength(1);
  });

  it("allows the page's inline starter by its hash, and no other inline script", async () => {
    const res = await get('/aboutus');
    expect(res.body).toContain(`<script data-entry="/assets/index-a1.js" data-preload="">${STARTER}</script></body>`);
    const hash = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(policy).not.toContain('unsafe-inline');
    // A page the browser renders has no inline script, and its policy allows none.
    const shell = await get('/myorder');
    expect(shell.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(String(shell.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('leaves account pages and unknown paths to the browser', async () => {
    const before = renders().length;
    for (const url of ['/myorder', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect(renders().length).toBe(before);
  });

  it('renders the home page ahead of its first visitor, whatever host the visitor names', async () => {
    t.app.catalogueCache.invalidate();
    const before = renders().length;
    await renderHomeAhead(t.app, '127.0.0.1:3000');
    expect(renders().slice(before)).toEqual(['/']);
    const visit = await get('/', { host: 'shop.example:8080' });
    expect(visit.headers['server-timing']).toMatch(/^cache;dur=/);
    expect(visit.body).not.toContain('shop.example');
    expect(renders().length).toBe(before + 1);
  });

  it('never throws when the page cannot be rendered ahead: it says so in the log', async () => {
    const warn = vi.fn();
    const closing = {
      inject: () => Promise.reject(new Error('the server is closing')),
      log: { info: vi.fn(), warn },
    } as unknown as FastifyInstance;
    await expect(renderHomeAhead(closing, 'localhost:3000')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'home page not rendered ahead');
  });
});
