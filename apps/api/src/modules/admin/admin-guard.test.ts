import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { Recorder, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let customer: string;
let admin: string;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  customer = await new Recorder(t.app).registerAndVerify(signup(71));
  admin = await adminToken(t.app);
  // Every route with a schema is in the OpenAPI document, so none can be left out of this list.
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
});
afterAll(() => t.close());

describe('the admin area', () => {
  it('lists every admin route of issue 7', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/dashboard',
      'PUT /api/admin/rates',
      'GET /api/admin/rates/history',
      'POST /api/admin/products',
      'POST /api/admin/products/1/media',
      'DELETE /api/admin/products/1',
      'POST /api/admin/categories/1/image',
      'POST /api/admin/carousel/reorder',
      'POST /api/admin/orders/1/finished-weight',
      'POST /api/admin/orders/1/dispatch',
      'POST /api/admin/orders/1/refunds',
      'GET /api/admin/customers/1',
      'GET /api/admin/requests',
      'POST /api/admin/requests/1/status',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it('answers 401 to a visitor on every admin route', async () => {
    for (const r of routes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: r.url, payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in customer on every admin route', async () => {
    for (const r of routes) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { authorization: `Bearer ${customer}` },
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().message).toBe('You do not have access to this.');
    }
  });

  it('lets an admin in, and no admin answer may be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().orders_by_status.in_production).toBe(0);
  });
});
