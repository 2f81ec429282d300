import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../accounts.ts';
import { adminToken } from '../admin.ts';
import { insertCatalogueFixture } from '../catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { operations, urlOf, type Operation } from './routes.ts';

/*
 * SQL metacharacters, NUL bytes and huge values in every query and path parameter of every GET
 * route (OWASP API8, injection): the answer is a 422 with a message or an ordinary result, never
 * a 500, and a LIKE wildcard matches only itself.
 */

const HOSTILE = [
  "' OR 1=1 --",
  "1' OR '1'='1",
  '1; DROP TABLE products; --',
  '%',
  '_',
  '\\',
  '%_%\\',
  '"; SELECT pg_sleep(5); --',
  'नमस्ते ☃ 😀 \u202e',
  '\u0000',
  'ring\u0000; DROP TABLE users',
  '-1',
  '1e309',
  '9'.repeat(40),
  '__proto__',
  'x'.repeat(10_000),
];

let t: TestApp;
let admin: string;
let gets: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixture(t.app.database);
  // An admin may call every route, so no answer stops at the session check before the input.
  admin = await adminToken(t.app);
  gets = (await operations(t.app)).filter((op) => op.method === 'GET');
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, accept: 'application/json' } });

/** A 5xx is a failure; a 4xx must say why in the contract's shape. */
function expectHandled(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    const message = (res.json() as { message?: unknown }).message;
    expect(typeof message === 'string' && message.length > 0, `${what} gave no message`).toBe(true);
  }
}

describe('hostile text in parameters', () => {
  it('finds the routes that take parameters', () => {
    const withQuery = gets.filter((op) => op.query.length > 0).map((op) => op.path);
    expect(withQuery).toEqual(expect.arrayContaining(['/api/filter-products', '/api/products/{id}/price', '/api/admin/orders', '/api/admin/customers', '/api/admin/products']));
  });

  it('never answers 500 to any value in any query parameter of any GET route', async () => {
    for (const op of gets.filter((o) => o.query.length > 0)) {
      const base = urlOf(op, () => 1);
      for (const name of op.query) {
        for (const value of HOSTILE) {
          const res = await get(`${base}?${name}=${encodeURIComponent(value)}`);
          expectHandled(res, `${op.path}?${name}=${JSON.stringify(value.slice(0, 40))}`);
        }
        // Repeated parameters arrive as an array; raw bytes that are not UTF-8 arrive mangled.
        expectHandled(await get(`${base}?${name}=a&${name}=b`), `${op.path} repeated ${name}`);
        expectHandled(await get(`${base}?${name}=%ff%fe%00`), `${op.path} invalid UTF-8 in ${name}`);
      }
    }
  });

  it('never answers 500 to any value in any path parameter', async () => {
    for (const op of gets.filter((o) => o.params.length > 0)) {
      for (const value of HOSTILE) {
        const res = await get(urlOf(op, (name) => (name === 'kind' ? 'pan' : value)));
        expectHandled(res, `${op.path} with ${JSON.stringify(value.slice(0, 40))}`);
      }
    }
  });

  it('answers a one-megabyte query string without a 500', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    for (const op of gets.filter((o) => o.query.length > 0)) {
      const res = await get(`${urlOf(op, () => 1)}?${op.query[0]}=${huge}`);
      expectHandled(res, `${op.path} with 1 MB in ${op.query[0]}`);
    }
  });
});

describe('the catalogue search', () => {
  it('searches words only: wildcards and quotes alone are no search, and never match everything', async () => {
    for (const name of ['%', '_', '\\', '%%', '%_\\']) {
      const res = await get(`/api/filter-products?name=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().meta.total, name).toBe(4);
    }
    // Words, not SQL: "' OR 1=1 --" searches the words "1 1", never everything (issue 19's search
    // forgives typos, so "a_nya" may still find Aanya).
    for (const name of ["' OR 1=1 --", 'aanya%', 'a_nya', "aanya' --"]) {
      const res = await get(`/api/filter-products?name=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().products.length, name).toBeLessThan(4);
    }
    const ring = await get('/api/filter-products?name=aanya');
    expect(ring.json().products.map((p: { name: string }) => p.name)).toEqual(['Aanya Solitaire Ring']);
  });

  it('refuses an overlong search and a NUL byte with 422 and a message', async () => {
    for (const name of ['x'.repeat(101), 'ring%00']) {
      const res = await get(`/api/filter-products?name=${name}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/\w/);
    }
  });

  it('refuses a NUL byte in the admin searches with 422 rather than a database error', async () => {
    for (const url of ['/api/admin/products?q=', '/api/admin/orders?q=', '/api/admin/customers?q=']) {
      const res = await get(`${url}ring%00`);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toBe('Text may not contain NUL characters.');
    }
  });

  it('leaves every table in place after the attempts', async () => {
    const res = await get('/api/filter-products');
    expect(res.json().meta.total).toBe(4);
    expect((await get('/api/admin/customers')).statusCode).toBe(200);
  });
});

describe('hostile text in forms', () => {
  const NUL = 'Asha\u0000Rao';
  const forms: [string, string, Record<string, unknown>][] = [
    ['POST', '/api/register', { name: NUL, email: 'nul@example.in', phone_number: '9000000990', password: 'Kanak@2024', password_confirmation: 'Kanak@2024' }],
    ['POST', '/api/login', { email: 'asha\u0000@example.in', password: 'Kanak@2024\u0000' }],
    ['POST', '/api/send-otp', { phone_number: '98765\u000043210' }],
    ['POST', '/api/addresses', { recipient_name: NUL, landmark: 'Lake', mobile: '9876543210', pincode: '560001', state: 'Karnataka', area: 'Indiranagar', address: '12 MG Road' }],
    ['POST', '/api/contact-messages', { name: NUL, email: 'asha@example.in', message: 'Hello\u0000' }],
    ['POST', '/api/customize-requests', { description: NUL, contactNo: '9876543210' }],
    ['POST', '/api/admin/categories', { name: NUL }],
    ['PUT', '/api/admin/rates', { gold_price: { rose_gold: { '14k': '1\u0000' } } }],
  ];

  it('refuses NUL bytes in JSON and url-encoded fields with 422, never 500', async () => {
    for (const [method, url, payload] of forms) {
      const json = await t.app.inject({ method: method as 'POST', url, payload, headers: { authorization: `Bearer ${admin}` } });
      expect(json.statusCode, `${url} JSON: ${json.body}`).toBe(422);
      const form = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
      const encoded = await t.app.inject({
        method: method as 'POST',
        url,
        payload: form.toString(),
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(encoded.statusCode, `${url} form: ${encoded.body}`).toBe(422);
    }
  });

  it('refuses NUL bytes in multipart forms read by their handler with 422', async () => {
    const body = multipart({ description: NUL, contactNo: '9876543210' });
    const res = await t.app.inject({ method: 'POST', url: '/api/customize-requests', ...body });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('Text may not contain NUL characters.');
  });

  it('answers a megabyte of text in a form field with a 4xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: { name: 'Asha', email: 'asha@example.in', message: 'x'.repeat(1024 * 1024) } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
