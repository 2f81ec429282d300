import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../admin.ts';
import { insertCatalogueFixture } from '../catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { defined } from '@kanak/db/testing';

/*
 * Stored XSS and the browser's defences (OWASP API8). Hostile text is data in every JSON answer
 * and escaped where the server writes HTML itself (the app shell's title, sharing tags and
 * JSON-LD); every answer carries the security headers and a policy naming only the shop and
 * Razorpay.
 */

const NAME = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&</title>';
const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Kanak</title>
<meta name="description" content="Default." /><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
let productId: number;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kanak-xss-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://kanak.example' });
  await insertCatalogueFixture(t.app.database);
  const admin = await adminToken(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { authorization: `Bearer ${admin}` },
    payload: { name: NAME, description: `Made by ${NAME}`, product_category_id: 24, product_code: 'XSS-1', metal_weight: 2 },
  });
  productId = res.json().data.id as number;
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'application/json') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('hostile text', () => {
  it('comes back from the API as data, exactly as typed', async () => {
    const res = await get(`/api/products/${productId}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.name).toBe(NAME);
  });

  it('in a customise request is stored as typed and shown to admins as data', async () => {
    const text = '<script>alert("request")</script>';
    const res = await t.app.inject({ method: 'POST', url: '/api/customize-requests', payload: { description: text, name: text, contactNo: '9876543210' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(schema.serviceRequests).where(eq(schema.serviceRequests.description, text));
    expect(defined(row, 'row').name).toBe(text);
  });

  it('is escaped in the product page the server renders: no live tag, JSON-LD with \\u003c', async () => {
    const res = await get(`/productdetail/${productId}`, 'text/html');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<\/title>"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const ld = defined(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1], 'a JSON-LD script');
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld).name).toBe(NAME);
  });

  it('in the address bar is escaped in the canonical and sharing tags', async () => {
    const res = await get('/search/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toMatch(/"><script/);
  });
});

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const h = res.headers;
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['x-powered-by'], what).toBeUndefined();
  expect(h.server, what).toBeUndefined();
  const csp = String(h['content-security-policy']);
  expect(csp, what).toContain("frame-ancestors 'none'");
  return csp;
}

describe('security headers', () => {
  it('are on the app shell, hashed assets, API answers, errors and media', async () => {
    const [product] = await t.app.database.db.select().from(schema.products).where(eq(schema.products.id, productId));
    mkdirSync(path.join(t.dataDir, 'media', 'x'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'media', 'x', 'a.webp'), 'RIFF');
    for (const [url, accept] of [
      ['/', 'text/html'],
      [`/productdetail/${defined(product, 'product').id}`, 'text/html'],
      ['/assets/app.js', '*/*'],
      ['/api/filter-products', 'application/json'],
      ['/api/products/999999', 'application/json'],
      ['/api/view-cart', 'application/json'],
      ['/api/nowhere', 'application/json'],
      ['/media/x/a.webp', 'image/webp'],
    ] as const) {
      expectSecurityHeaders(await get(url, accept), url);
    }
  });

  it('allow only the shop and Razorpay, with no inline script or style, eval or wildcard', async () => {
    const csp = expectSecurityHeaders(await get('/', 'text/html'), '/');
    const directives = Object.fromEntries(
      csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [defined(name, 'name'), values]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com']);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    for (const values of Object.values(directives)) {
      for (const v of values) {
        expect(v).not.toMatch(/unsafe-inline|unsafe-eval|^\*$|^https?:$|^data:$|\*\./);
        if (/^https:/.test(v)) expect(v).toMatch(/^https:\/\/[a-z]+\.razorpay\.com$/);
      }
    }
    expect(Object.keys(directives)).not.toContain('upgrade-insecure-requests');
  });

  it('give API answers a policy that allows nothing, since they are never pages', async () => {
    for (const url of ['/api/rates', '/api/filter-products', '/api/view-cart', '/api/nowhere']) {
      const res = await get(url, 'application/json');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('add the media origin for images and video when S3 or a CDN serves them', async () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'shop', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_URL: 'https://cdn.kanak.example/media' };
    const cdn = await createTestApp(s3);
    try {
      const csp = String((await cdn.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' blob: https://cdn.kanak.example;");
      expect(csp).toContain("media-src 'self' https://cdn.kanak.example;");
    } finally {
      await cdn.close();
    }
  });

  it('pin HTTPS and upgrade requests only in production', async () => {
    expect((await get('/api/rates')).headers['strict-transport-security']).toBeUndefined();
    const prod = await createTestApp({ NODE_ENV: 'production', ALLOW_SANDBOX: '1', PAYMENT_PROVIDER: 'sandbox', MESSENGER: 'outbox' });
    try {
      for (const [url, accept] of [['/api/rates', 'application/json'], ['/', 'text/html']] as const) {
        const res = await prod.app.inject({ method: 'GET', url, headers: { accept } });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
        expectSecurityHeaders(res, `production ${url}`);
      }
      const page = await prod.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });
});
