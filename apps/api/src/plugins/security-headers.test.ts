import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeadersPlugin } from './security-headers.ts';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://checkout.razorpay.com'] } },
  crossOriginEmbedderPolicy: false,
};

describe('security headers', () => {
  it("works out helmet's headers once, from the same options helmet takes", () => {
    const headers = helmetHeaders(options);
    expect(headers['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('refuses a policy helmet refuses, at start-up rather than on a request', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } })).toThrow();
  });

  it('puts them on every answer: routes, not-found and errors', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { page: options });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/missing', '/boom']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    await app.close();
  });

  it('gives API answers their own headers, and the API documentation the page ones', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      page: options,
      api: { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } } },
    });
    for (const url of ['/api/rates', '/api/nowhere']) {
      expect((await app.inject({ url })).headers['content-security-policy'], url).toBe("default-src 'none'");
    }
    for (const url of ['/', '/api/docs', '/api/docs/static/index.html', '/apiary']) {
      expect((await app.inject({ url })).headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    await app.close();
  });
});
