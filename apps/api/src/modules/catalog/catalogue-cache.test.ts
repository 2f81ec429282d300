import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { gunzipSync } from 'node:zlib';
import { chooseEncoding } from '../../http-encoding.ts';
import { CatalogueCache, etagOf } from './catalogue-cache.ts';

const answer = (text: string) => ({ body: Buffer.from(text), etag: etagOf(Buffer.from(text)) });

describe('CatalogueCache', () => {
  it('drops the least recently used answers once it holds more than its bound', () => {
    const cache = new CatalogueCache({ maxEntries: 2 });
    cache.set('a', answer('aaaa'), cache.generation);
    cache.set('b', answer('bbbb'), cache.generation);
    expect(cache.get('a')?.body.toString()).toBe('aaaa'); // a is now the most recently used
    cache.set('c', answer('cccc'), cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('aaaa');
    expect(cache.get('c')?.body.toString()).toBe('cccc');
  });

  it('never stores an answer computed before an invalidation', () => {
    const cache = new CatalogueCache();
    const before = cache.generation;
    cache.invalidate();
    cache.set('a', answer('stale'), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('remembers a value until the catalogue changes, and never keeps a failure', async () => {
    const cache = new CatalogueCache();
    let calls = 0;
    const card = () => cache.remember('card', async () => ++calls);
    expect(await Promise.all([card(), card()])).toEqual([1, 1]);
    cache.invalidate();
    expect(await card()).toBe(2);
    cache.invalidate();
    await expect(
      cache.remember('card', () => Promise.reject(new Error('no card'))),
    ).rejects.toThrow('no card');
    expect(await card()).toBe(3);
  });

  it('serves nothing while it cannot hear invalidations, and starts empty when it can again', () => {
    const cache = new CatalogueCache();
    cache.set('a', answer('x'), cache.generation);
    cache.setTrusted(false);
    cache.set('b', answer('y'), cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    cache.setTrusted(true);
    expect(cache.size).toBe(0);
  });
});

describe('catalogue answers from the cache', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertCatalogueFixture(t.app.database);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers a repeated read from memory, byte for byte, with the same ETag', async () => {
    const url = `/api/products/${ids.tara}`;
    const first = await get(url);
    const hits = t.app.catalogueCache.stats.hits;
    const second = await get(url);
    expect(t.app.catalogueCache.stats.hits).toBe(hits + 1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('public, no-cache');
  });

  it('sends a compressed answer the client accepts, compressed once', async () => {
    const url = '/api/filter-products?per_page=4';
    const plain = await get(url);
    const zipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(chooseEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('identity', 5000)).toBeUndefined();
    expect(chooseEncoding('br', 100)).toBeUndefined();
  });

  it('never caches a failed read', async () => {
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/filter-products?max_amount=abc')).statusCode).toBe(422);
    const hits = t.app.catalogueCache.stats.hits;
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/filter-products?max_amount=abc')).statusCode).toBe(422);
    expect(t.app.catalogueCache.stats.hits).toBe(hits);
  });

  it('sees a write made straight in the database (another node, a script) through NOTIFY', async () => {
    const url = `/api/products/${ids.tara}`;
    await get(url);
    await get(url);
    await t.app.database.db
      .update(schema.products)
      .set({ name: 'Tara Renamed' })
      .where(eq(schema.products.id, ids.tara));
    await expect.poll(async () => (await get(url)).json().data.name).toBe('Tara Renamed');
    const filtered = await get('/api/filter-products?name=renamed');
    expect(filtered.json().products.map((p: { name: string }) => p.name)).toEqual(['Tara Renamed']);
  });

  it("shows an admin's rate change on the very next read", async () => {
    const token = await adminToken(t.app);
    const before = (await get('/api/rates')).json().data;
    await get('/api/rates');
    const gold = {
      rose_gold: { '14k': 5000, '18k': 6400 },
      white_gold: { '14k': 5100, '18k': 6500 },
      yellow_gold: { '14k': 5000, '18k': 6400 },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rates',
      headers: { authorization: `Bearer ${token}` },
      payload: { gold, diamond: before.diamond_price },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/rates')).json().data.gold_price).toEqual(gold);
  });

  it('starts without invalidations when LISTEN fails, serving uncached rather than stale', async () => {
    const other = await createTestApp();
    try {
      other.app.database.listen = () => Promise.reject(new Error('no LISTEN here'));
      const first = await other.app.inject({ method: 'GET', url: '/api/product-categories' });
      expect(first.statusCode).toBe(200);
      await other.app.inject({ method: 'GET', url: '/api/product-categories' });
      expect(other.app.catalogueCache.stats.hits).toBe(0);
    } finally {
      await other.close();
    }
  });
});
