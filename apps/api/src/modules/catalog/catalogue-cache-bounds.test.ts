/**
 * Issue 35: the catalogue cache grew without limit under junk query parameters (a new `x<N>=<14 KB>`
 * on every request: 747 → 1,655 MB in 10 s), because it kept answers by the whole URL and counted
 * only their bodies. It keeps them by what the route reads, and its bound counts every byte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CatalogueCache, etagOf } from './catalogue-cache.ts';

/** Waits until the fixture's catalogue writes have reached the cache (NOTIFY arrives on its own time). */
async function quiet(t: TestApp): Promise<void> {
  await t.app.inject({ method: 'GET', url: '/api/rates' });
  for (let seen = -1; seen !== t.app.catalogueCache.stats.invalidations; ) {
    seen = t.app.catalogueCache.stats.invalidations;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const answer = (text: string) => ({ body: Buffer.from(text), etag: etagOf(Buffer.from(text)) });

describe('the bound of the catalogue cache', () => {
  it('counts keys against its byte bound, not only bodies', () => {
    const cache = new CatalogueCache({ maxBytes: 64 * 1024 });
    for (let n = 0; n < 50; n += 1) cache.set(`/api/x?junk=${n}${'k'.repeat(14 * 1024)}`, answer('{}'), cache.generation);
    expect(cache.byteSize).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeLessThanOrEqual(4);
  });

  it('holds no more answers than its entry bound, the least recently used going first', () => {
    const cache = new CatalogueCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(key), cache.generation);
    cache.get('a');
    cache.set('d', answer('d'), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k)?.body.toString())).toEqual(['a', 'c', 'd']);
  });

  it('counts the compressed forms it makes later, and still keeps within its bound', () => {
    const text = JSON.stringify({ data: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `piece ${i}` })) });
    const cache = new CatalogueCache({ maxBytes: 3 * text.length });
    const kept = answer(text);
    cache.set('a', kept, cache.generation);
    const before = cache.byteSize;
    const br = cache.encoded(kept, 'br');
    expect(cache.byteSize).toBe(before + br.length);
    cache.encoded(kept, 'gzip');
    cache.set('b', answer(`${text} `), cache.generation);
    expect(cache.byteSize).toBeLessThanOrEqual(3 * text.length);
    cache.invalidate();
    expect(cache.byteSize).toBe(0);
  });
});

describe('catalogue answers under junk query parameters', () => {
  let t: TestApp;
  beforeAll(async () => {
    // This file sends thousands of reads from one address: the public limit is another test's.
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
    await insertCatalogueFixture(t.app.database);
    await quiet(t);
  });
  afterAll(() => t.close());

  it('answers thousands of distinct junk-parameter URLs from one entry, within the bound', async () => {
    const cache = t.app.catalogueCache;
    const junk = 'j'.repeat(14 * 1024);
    const first = await t.app.inject({ method: 'GET', url: '/api/search/suggest?q=zz' });
    expect(first.statusCode).toBe(200);
    const size = cache.size;
    const hits = cache.stats.hits;
    for (let n = 0; n < 2000; n += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?x${n}=${junk}&q=zz` });
      expect(res.body).toBe(first.body);
    }
    expect(cache.stats.hits).toBe(hits + 2000);
    expect(cache.size).toBe(size);
    expect(cache.size).toBeLessThanOrEqual(cache.limits.maxEntries);
    expect(cache.byteSize).toBeLessThanOrEqual(cache.limits.maxBytes);
    expect(cache.byteSize).toBeLessThan(1024 * 1024);
  });

  it('keys on the parameters a route reads, whatever their order, and keeps their values apart', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const sorted = await get('/api/filter-products?per_page=4&sort=price_asc');
    const hits = t.app.catalogueCache.stats.hits;
    const shuffled = await get('/api/filter-products?utm_source=x&sort=price_asc&per_page=4&fbclid=y');
    expect(t.app.catalogueCache.stats.hits).toBe(hits + 1);
    expect(shuffled.body).toBe(sorted.body);
    const other = await get('/api/filter-products?per_page=2&sort=price_asc');
    expect(t.app.catalogueCache.stats.hits).toBe(hits + 1);
    expect(other.json().products).toHaveLength(2);
    // A repeated key is not its first value: it fails validation as it did, and is never stored.
    expect((await get('/api/filter-products?per_page=4&per_page=5&sort=price_asc')).statusCode).toBe(422);
  });
});

describe('the per-address limit of public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('is set by PUBLIC_RATE_LIMIT_PER_MINUTE and counts cached answers too', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) statuses.push((await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=ring&x${n}=1` })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/product-categories' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
  });
});
