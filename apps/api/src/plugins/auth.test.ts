import { schema } from '@kanak/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, sessionCookie, signup } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sha256Hex } from '../modules/auth/secrets.ts';
import { prepareDatabase } from '../startup.ts';

const ADMIN = { email: 'owner@kanak.example', password: 'LongAdmin@Passphrase1' };

let t: TestApp;
let r: Recorder;
let customerToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' });
  await prepareDatabase(t.app);
  // Routes of this test only, guarded the way customer and admin modules guard theirs.
  t.app.get('/api/test/customer', { preHandler: t.app.requireUser }, async (request) => ({ id: request.user?.id }));
  t.app.get('/api/test/admin', { onRequest: t.app.requireAdmin }, async () => ({ ok: true }));
  t.app.get('/api/test/anyone', { preHandler: t.app.identifyUser }, async (request) => ({ id: request.user?.id ?? null }));
  await t.app.ready();
  r = new Recorder(t.app);
  customerToken = await r.registerAndVerify(signup(1));
  adminToken = (await r.inject({ method: 'POST', url: '/api/login', payload: ADMIN })).json().access_token;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = {}) => r.inject({ method: 'GET', url, headers });

describe('who may call what (SPEC §6)', () => {
  it('answers a call without any token with "Access token not found"', async () => {
    const res = await get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Access token not found' });
  });

  it('answers an unknown token with a message about the token, which the client reads as expiry (SPEC §4)', async () => {
    for (const headers of [bearer('not-a-real-token'), { cookie: 'kanak_session=forged' }]) {
      const res = await get('/api/me', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Session expired: the access token is no longer valid.' });
    }
  });

  it('lets a customer through requireUser and fills request.user', async () => {
    const res = await get('/api/test/customer', bearer(customerToken));
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toEqual(expect.any(Number));
  });

  it('keeps customers out of admin routes with 403', async () => {
    const res = await get('/api/test/admin', bearer(customerToken));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have access to this.' });
  });

  it('lets an admin through requireAdmin', async () => {
    expect((await get('/api/test/admin', bearer(adminToken))).statusCode).toBe(200);
  });

  it('asks for a session before the role', async () => {
    expect((await get('/api/test/admin')).json()).toEqual({ message: 'Access token not found' });
  });

  it('identifies a caller without refusing anyone', async () => {
    expect((await get('/api/test/anyone')).json()).toEqual({ id: null });
    expect((await get('/api/test/anyone', bearer('stale'))).json()).toEqual({ id: null });
    expect((await get('/api/test/anyone', bearer(customerToken))).json().id).toEqual(expect.any(Number));
  });

  it('prefers the Bearer header to the cookie', async () => {
    const res = await get('/api/me', { ...bearer(adminToken), cookie: `kanak_session=${customerToken}` });
    expect(res.json().user.role).toBe('admin');
  });
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const rows = await t.app.database.db.select().from(schema.sessions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect([customerToken, adminToken]).not.toContain(row.tokenHash);
    }
  });

  it('ends after 30 days', async () => {
    const token = await r.registerAndVerify(signup(2));
    const [row] = await t.app.database.db
      .select({ days: sql<number>`round(extract(epoch from expires_at - created_at) / 86400)::int` })
      .from(schema.sessions)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(row?.days).toBe(30);
    await t.app.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = (select max(id) from sessions)`,
    );
    const res = await get('/api/me', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('token');
    customerToken = await r.registerAndVerify(signup(3));
  });

  it('notes when a session was last used, at most every few minutes', async () => {
    await t.app.database.db.execute(sql`update sessions set last_seen_at = now() - interval '1 hour'`);
    await get('/api/me', bearer(customerToken));
    const rows = await t.app.database.db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(sql`last_seen_at > now() - interval '1 minute'`);
    expect(rows).toHaveLength(1);
  });
});

describe('logout', () => {
  it('revokes a Bearer session: the old token then gets 401 about the token', async () => {
    const token = (await r.inject({ method: 'POST', url: '/api/login', payload: { email: signup(3).email, password: signup(3).password } })).json()
      .access_token as string;
    const out = await r.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out.' });
    const cleared = sessionCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const after = await get('/api/me', bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/token/);
  });

  it('revokes a cookie session and leaves the customer\'s other sessions alone', async () => {
    const other = (await r.inject({ method: 'POST', url: '/api/login', payload: { email: signup(3).email, password: signup(3).password } })).json()
      .access_token as string;
    await r.inject({ method: 'POST', url: '/api/logout', cookies: { kanak_session: customerToken } });
    expect((await get('/api/me', { cookie: `kanak_session=${customerToken}` })).statusCode).toBe(401);
    expect((await get('/api/me', bearer(other))).statusCode).toBe(200);
  });

  it('is harmless without a session', async () => {
    const res = await r.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('deletes the session row', async () => {
    const token = (await r.inject({ method: 'POST', url: '/api/login', payload: ADMIN })).json().access_token as string;
    const rowOf = () => t.app.database.db.select().from(schema.sessions).where(eq(schema.sessions.tokenHash, sha256Hex(token)));
    expect(await rowOf()).toHaveLength(1);
    await r.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await rowOf()).toHaveLength(0);
  });
});

describe('what leaves the API', () => {
  it('never carries a password hash or a token hash', () => {
    expect(r.leaks()).toEqual([]);
  });
});
