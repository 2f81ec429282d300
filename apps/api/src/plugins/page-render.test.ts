/**
 * Public pages rendered on the server (issue 20, decision 033), with a stand-in for the web build's
 * renderer (the real one is built by `vite build --ssr` and checked by the browser suite,
 * apps/web/e2e/server-render.e2e.ts): which pages it renders, with what answers, and how a rendered
 * page is cached, revalidated and dropped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isServerRendered, rendererPathOf, withMarkup } from './page-render.ts';

declare global {
  var kanakTestRenders: string[] | undefined;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kanak-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Kanak</title></head><body><div id="root"></div>\n<noscript>Please turn on JavaScript.</noscript></body></html>',
  );
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

  it('starts the JavaScript after the first paint: the entry and its chunks go to /hydrate.js', () => {
    const shell = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/product-page-c3.js" />',
      '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
      '</head><body><div id="root"></div></body>',
    ].join('\n');
    const html = withMarkup(shell, '<h1>Hi</h1>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(html).toContain(
      '<script src="/hydrate.js" data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/product-page-c3.js" defer></script>\n  </head>',
    );
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
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

    const again = await get('/');
    expect(again.body).toBe(first.body);
    expect(renders()).toEqual(['/']);
    const etag = String(first.headers.etag);
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('renders again after a catalogue change, and keeps each host its own page', async () => {
    await get('/aboutus');
    await get('/aboutus');
    expect(renders().filter((u) => u === '/aboutus')).toHaveLength(1);
    t.app.catalogueCache.invalidate();
    await get('/aboutus');
    expect(renders().filter((u) => u === '/aboutus')).toHaveLength(2);
    const other = await get('/aboutus', { host: 'evil.example' });
    expect(renders().filter((u) => u === '/aboutus')).toHaveLength(3);
    expect(other.body).toContain('evil.example');
    expect((await get('/aboutus')).body).not.toContain('evil.example');
  });

  it('keeps its pages through a refused admin write (only a done write empties the cache)', async () => {
    await get('/ac');
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload: { name: 'X' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await get('/ac');
    expect(renders().filter((u) => u === '/ac')).toHaveLength(1);
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
});
