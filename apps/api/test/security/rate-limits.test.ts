import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../accounts.ts';
import { FILES, multipartBody } from '../orders.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Unrestricted resource consumption (OWASP API4): sign-in, OTP and upload routes answer 429 once
 * a client passes its limit. Each limit is shrunk here so a few calls reach it; the production
 * figures are the defaults in auth.routes.ts, orders.routes.ts and requests.routes.ts.
 * src/modules/auth/login.test.ts proves the four account routes per address; this file proves
 * uploads, and that a client cannot dodge a limit with a made-up X-Forwarded-For.
 */

const TOO_MANY = { message: 'Too many requests. Please try again shortly.' };
const LIMIT = { max: 3, timeWindowMs: 60_000 };

let t: TestApp;
let asha: string;
let ravi: string;

beforeAll(async () => {
  t = await createTestApp({}, { authRateLimit: LIMIT, uploadRateLimit: LIMIT });
  // Signing up goes through the account routes: each from an address of its own.
  const r = new Recorder(t.app);
  const register = r.inject.bind(r);
  let n = 0;
  r.inject = (options) => register({ ...options, remoteAddress: `192.0.2.${++n}` });
  asha = await r.registerAndVerify(signup(601));
  ravi = await r.registerAndVerify(signup(602));
});
afterAll(() => t.close());

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(TOO_MANY);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** An order form with an identity document (its fields refused, which still counts). */
function orderUpload(token: string) {
  const body = multipartBody([['address_id', '1']], { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } });
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload, remoteAddress: '198.51.100.1' });
}

describe('document uploads with an order', () => {
  it('answer 429 to the fourth upload a minute from one account, and not to another account', async () => {
    for (let i = 0; i < 3; i++) expect((await orderUpload(asha)).statusCode).not.toBe(429);
    expectLimited(await orderUpload(asha));
    // Same address, another customer: counted per account (customers behind one NAT).
    expect((await orderUpload(ravi)).statusCode).not.toBe(429);
  });

  it('do not count a visitor’s refused call against anyone', async () => {
    const body = multipartBody([], { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', ...body });
    expect(res.statusCode).toBe(401);
  });
});

describe('request forms with an image', () => {
  it.each(['/api/customize-requests', '/api/bulk-order-requests'])('%s answers 429 after ten posts a minute from one address', async (url) => {
    const remoteAddress = url.includes('bulk') ? '198.51.100.21' : '198.51.100.20';
    const post = () => {
      const body = multipartBody([['description', 'A ring'], ['contactNo', '9876543210']], { image: { filename: 'idea.jpg', content: FILES.text } });
      return t.app.inject({ method: 'POST', url, ...body, remoteAddress });
    };
    for (let i = 0; i < 10; i++) expect((await post()).statusCode).toBe(415);
    expectLimited(await post());
  });
});

describe('sign-in and OTP limits', () => {
  it.each([
    ['/api/login', { email: 'customer601@example.in', password: 'Wrong@2024' }],
    ['/api/send-otp', (i: number) => ({ phone_number: `98765${String(i).padStart(5, '0')}` })],
    ['/api/verify-otp', { phone_number: '9000000601', otp: '000000' }],
  ])('%s cannot be dodged with a made-up X-Forwarded-For when no proxy is trusted', async (url, body) => {
    // A fresh phone each time for send-otp, whose per-phone wait would answer 429 on its own.
    const call = (i: number) => t.app.inject({ method: 'POST', url, payload: typeof body === 'function' ? body(i) : body, remoteAddress: '203.0.113.50', headers: { 'x-forwarded-for': `10.9.8.${i}` } });
    for (let i = 0; i < 3; i++) expect((await call(i)).statusCode).not.toBe(429);
    expectLimited(await call(99));
  });

  it('behind a trusted balancer, counts the address the balancer saw, not the one the client wrote', async () => {
    const behind = await createTestApp({ TRUST_PROXY: 'true' }, { authRateLimit: LIMIT });
    let tries = 0;
    try {
      const login = (spoofed: string, client: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/login',
          // A new e-mail each time, so only the per-address limit can answer 429.
          payload: { email: `nobody.${++tries}@example.in`, password: 'Wrong@2024' },
          remoteAddress: '10.0.0.2',
          // The balancer appends the address it saw to whatever the client sent.
          headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
        });
      for (let i = 0; i < 3; i++) expect((await login(`172.16.0.${i}`, '203.0.113.77')).statusCode).not.toBe(429);
      expectLimited(await login('172.16.0.99', '203.0.113.77'));
      expect((await login('172.16.0.99', '203.0.113.78')).statusCode).not.toBe(429);
    } finally {
      await behind.close();
    }
  });
});
