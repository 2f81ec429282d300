import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../accounts.ts';
import { ADMIN_PASSWORD, adminToken } from '../admin.ts';
import { insertCatalogueFixture } from '../catalogue-fixture.ts';
import { verifiedCustomer } from '../orders.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { operations, urlOf } from './routes.ts';
import { defined } from '@kanak/db/testing';

/*
 * ARCHITECTURE §8, after an outside probe: malformed bodies answer 4xx, multipart limits hold while
 * the body streams, credentials in a body are checked first and like login, cross-site writes
 * riding on the cookie are refused. The streaming cases run over a real socket: only there can a
 * test see the answer arrive while the client is still sending.
 */

let t: TestApp;
let base: string;
let admin: string;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixture(t.app.database);
  category = 24;
  admin = await adminToken(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const BOUNDARY = 'kanak-probe';
const field = (name: string, value: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`;

interface Streamed {
  status: number;
  body: string;
  /** Bytes the client had written when the answer arrived. */
  sentWhenAnswered: number;
}

/**
 * Sends `head`, then `chunk` again and again (up to `maxBytes`) without ever finishing the body,
 * until the server answers: a server that buffers first would never answer.
 */
function stream(path: string, head: string, options: { headers?: Record<string, string>; chunk?: Buffer; maxBytes?: number } = {}): Promise<Streamed> {
  const chunk = options.chunk ?? Buffer.alloc(64 * 1024, 0x41);
  const maxBytes = options.maxBytes ?? 200 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    // Keep-alive, as browsers send: the server answers and discards the rest of the body rather than
    // hanging up mid-upload. Its own agent, destroyed with the request, so no socket outlives it.
    const agent = new Agent({ keepAlive: true });
    const req = httpRequest(`${base}${path}`, {
      method: 'POST',
      agent,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked', ...options.headers },
    });
    req.on('response', (res: IncomingMessage) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        req.destroy();
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered });
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) reject(new Error(`no answer after ${sent} bytes`));
    };
    sent += Buffer.byteLength(head);
    req.write(head);
    pump();
  });
}

describe('multipart bodies are read within limits, credentials first', () => {
  it('product-test without credentials answers before reading the first file', async () => {
    const res = await stream('/api/product-test', field('name', 'Probe') + field('product_category_id', String(category)) + fileHead('images'));
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body).message).toBe('Please fill name, category id, email and password.');
    expect(res.sentWhenAnswered).toBeLessThan(8 * 1024 * 1024);
  });

  it('product-test with a wrong password answers 401 before reading the first file', async () => {
    const res = await stream(
      '/api/product-test',
      field('name', 'Probe') + field('product_category_id', String(category)) + field('email', 'admin@kanak.test') + field('password', 'wrong-password') + fileHead('images'),
    );
    expect(res.status).toBe(401);
    expect(res.sentWhenAnswered).toBeLessThan(8 * 1024 * 1024);
  });

  it('refuses with 413 as the body streams past the route limit, even for an admin', async () => {
    // The category picture route takes 10 MB; the client never says how much it will send.
    const res = await stream(`/api/admin/categories/${category}/image`, fileHead('image'), { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
    expect(res.sentWhenAnswered).toBeLessThan(30 * 1024 * 1024);
  });

  it('leaves no connection open once the clients hang up (the rest of a refused body is discarded)', async () => {
    const open = () => new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)));
    await expect.poll(open, { timeout: 10_000 }).toBe(0);
  });

  it('refuses a declared length past the limit before reading anything', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product-test',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(350 * 1024 * 1024) },
      payload: field('name', 'x'),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('credentials in a form are checked like POST login', () => {
  const form = (password: string) => ({
    payload: `${field('name', 'Probe')}${field('product_category_id', String(category))}${field('email', 'admin@kanak.test')}${field('password', password)}--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const post = (password: string) => t.app.inject({ method: 'POST', url: '/api/product-test', ...form(password), remoteAddress: '203.0.113.9' });

  it('creates the draft with the right password', async () => {
    const res = await post(ADMIN_PASSWORD);
    expect(res.statusCode).toBe(201);
  });

  it('locks the address after five failures, here and at login', async () => {
    for (let i = 0; i < 5; i++) expect((await post(`wrong-${i}`)).statusCode).toBe(401);
    const locked = await post(ADMIN_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed attempts/);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@kanak.test', password: ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(429);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/product-test',
      payload: `${field('name', 'Probe')}${field('product_category_id', String(category))}${field('email', 'nobody@kanak.test')}${field('password', 'whatever-1')}--${BOUNDARY}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'The email or password is incorrect.' });
  });
});

describe('malformed bodies answer 4xx in the error shape, never 500', () => {
  it('multipart without a boundary or cut short, on every route that takes a body', async () => {
    const ops = (await operations(t.app)).filter((op) => op.method !== 'GET' && op.method !== 'DELETE');
    expect(ops.length).toBeGreaterThan(30);
    const bodies = [
      { type: 'multipart/form-data', payload: 'x' },
      { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: `${field('a', 'b')}--${BOUNDARY}\r\ncontent-disposition: form-data; name="f"; filename="x.png"\r\n\r\nabc` },
      { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: `--${BOUNDARY}\r\nthis is no header\r\n\r\n` },
      { type: 'application/json', payload: '{"a":' },
      { type: 'application/x-www-form-urlencoded', payload: '%E0%A4%A' },
    ];
    for (const op of ops) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: op.method,
          url: urlOf(op, () => 1),
          headers: { 'content-type': body.type, authorization: `Bearer ${admin}` },
          payload: body.payload,
        });
        const what = `${op.method} ${op.path} with ${body.type} ${JSON.stringify(body.payload.slice(0, 20))}`;
        expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
        // Routes that read no body (logout) may answer 2xx; every refusal has the error shape.
        if (res.statusCode >= 400) expect(typeof res.json().message, what).toBe('string');
      }
    }
  });

  it('a multipart part without a name answers 400 on every route that takes a body, login and register included', async () => {
    const customer = (await verifiedCustomer(t.app, 72)).token;
    const nameless = [
      `--zz\r\nContent-Disposition: form-data\r\n\r\nhello\r\n--zz--`,
      `--zz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nreturn\r\n--zz\r\nContent-Disposition: form-data; filename="a.png"\r\ncontent-type: image/png\r\n\r\nabc\r\n--zz--`,
    ];
    const ops = (await operations(t.app)).filter((op) => op.method !== 'GET' && op.method !== 'DELETE');
    for (const op of ops) {
      for (const token of [admin, customer]) {
        for (const payload of nameless) {
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op, () => 1),
            headers: { 'content-type': 'multipart/form-data; boundary=zz', authorization: `Bearer ${token}` },
            payload,
          });
          const what = `${op.method} ${op.path} ${JSON.stringify(payload.slice(0, 60))}`;
          expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message, what).toBe('string');
        }
      }
    }
    for (const url of ['/api/login', '/api/register', '/api/product-test']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=zz' }, payload: nameless[0] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'The form data could not be read. Please send it again.' });
    }
  });

  it('the probe\'s own request: login with a multipart type and no boundary', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The form data could not be read. Please send it again.' });
  });
});

describe('cross-site writes riding on the session cookie (CSRF)', () => {
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    token = (await verifiedCustomer(t.app, 71)).token;
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer71@example.in', password: 'Kanak@2024' } });
    cookie = `kanak_session=${defined(sessionCookie(login), 'sessionCookie(login)').value}`;
  });
  const clear = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/cart/clear', headers: { host: 'shop.example', ...headers } });

  it('refuses another origin or a cross-site fetch with the cookie', async () => {
    for (const headers of [
      { cookie, origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-site', origin: 'https://shop.example' },
      { cookie, origin: 'null' },
    ] as Record<string, string>[]) {
      const res = await clear(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: 'This request came from another website and was refused.' });
    }
  });

  it('lets the shop\'s own pages, tools without browser headers and Bearer clients through', async () => {
    for (const headers of [
      { cookie, origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' },
      { cookie },
      { authorization: `Bearer ${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      expect((await clear(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('reads stay open across sites (only writes change anything)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/view-cart', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
