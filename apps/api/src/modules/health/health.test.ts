import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/product-categories');
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.app.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'database unreachable' });
    // Drops its database (on PostgreSQL) and removes its DATA_DIR like every other test app.
    await other.close();
  });
});
