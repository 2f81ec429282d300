/**
 * Issue 35, what the shop shows the world: the API's documentation (every admin route) only
 * outside production, and links that name the shop's own address, never a Host header a client
 * wrote. Production refuses to start without PUBLIC_URL, as without its other secrets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const PRODUCTION = { NODE_ENV: 'production', ALLOW_SANDBOX: '1', PAYMENT_PROVIDER: 'sandbox', MESSENGER: 'outbox' };

describe('the API documentation', () => {
  it('is served outside production, with the admin routes', async () => {
    const dev = await createTestApp();
    try {
      const spec = await dev.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(spec.statusCode).toBe(200);
      expect(Object.keys(spec.json().paths)).toContain('/api/admin/orders');
    } finally {
      await dev.close();
    }
  });

  it('is not served in production: no page, no JSON, no admin route listed', async () => {
    const prod = await createTestApp({ ...PRODUCTION, PUBLIC_URL: 'https://kanak.example' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
        const res = await prod.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('/api/admin/');
      }
    } finally {
      await prod.close();
    }
  });
});

describe('the shop origin in links', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-origin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/PUBLIC_URL is required in production/);
  });

  it('is PUBLIC_URL, else the configured HOST and PORT (a wildcard host as localhost)', () => {
    expect(loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.kanak.example/' }).siteOrigin).toBe('https://shop.kanak.example');
    expect(loadEnv({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '8080' }).siteOrigin).toBe('http://localhost:8080');
    expect(loadEnv({ DATA_DIR: dataDir, HOST: 'kanak.lan', PORT: '3000' }).siteOrigin).toBe('http://kanak.lan:3000');
  });

  describe('without PUBLIC_URL, a forged Host header', () => {
    let t: TestApp;
    let dist: string;
    beforeAll(async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'kanak-dist-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Kanak</title></head><body><div id="root"></div></body></html>');
      t = await createTestApp({ WEB_DIST: dist, HOST: '127.0.0.1', PORT: '3000' });
    });
    afterAll(async () => {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    });

    it('never reaches the canonical, sharing, robots or sitemap links', async () => {
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      for (const url of ['/aboutus', '/productdetail/1', '/no/such/page', '/robots.txt', '/sitemap.xml']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...forged } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('evil.example');
      }
      const page = await t.app.inject({ method: 'GET', url: '/aboutus', headers: { accept: 'text/html', ...forged } });
      expect(page.body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/aboutus" />');
    });
  });
});
