import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSession } from './sessions.repository.ts';

/*
 * Sessions as a security reviewer states them (ARCHITECTURE §5, decision 006): each is kept with the
 * client it was opened from, bounded so no header fills the table; a session is read on every signed-in
 * request, so "last used" is written only when it is a few minutes stale, not on each read.
 */

let t: TestApp;
let r: Recorder;
beforeAll(async () => {
  t = await createTestApp();
  r = new Recorder(t.app);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function sessionRows(userId: number) {
  const rows = await t.app.database.db.execute<{
    user_agent: string | null;
    ip: string | null;
    idle_seconds: number;
  }>(
    sql`select user_agent, ip, extract(epoch from now() - last_seen_at)::int as idle_seconds
        from sessions where user_id = ${userId} order by id`,
  );
  return rows.rows;
}

describe('a session is kept with the client that opened it', () => {
  it('stores the user agent cut to 300 characters and the client address', async () => {
    const customer = signup(401);
    await r.registerAndVerify(customer);
    const res = await r.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: customer.password },
      headers: { 'user-agent': `Mozilla/5.0 ${'x'.repeat(500)}` },
      remoteAddress: '203.0.113.71',
    });
    expect(res.statusCode).toBe(200);
    const rows = await sessionRows(res.json().user.id as number);
    expect(rows.at(-1)).toMatchObject({
      user_agent: `Mozilla/5.0 ${'x'.repeat(300 - 12)}`,
      ip: '203.0.113.71',
    });
  });

  it('opens a session for a client that named no user agent, storing none', async () => {
    const customer = signup(402);
    await r.registerAndVerify(customer);
    const userId = (
      await t.app.database.db.execute<{ id: number }>(
        sql`select id from users where email = ${customer.email}`,
      )
    ).rows[0]?.id;
    if (userId === undefined) throw new Error('no user');
    const token = await createSession(t.app.database.db, userId, { ip: '203.0.113.72' });
    expect(
      (await r.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().user.email,
    ).toBe(customer.email);
    expect((await sessionRows(userId)).at(-1)).toMatchObject({
      user_agent: null,
      ip: '203.0.113.72',
    });
  });
});

describe('"last used" of a session', () => {
  it('is not rewritten by a request within five minutes of the last one', async () => {
    const customer = signup(404);
    const token = await r.registerAndVerify(customer);
    const userId = (
      await r.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })
    ).json().user.id as number;
    await t.app.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '4 minutes' where user_id = ${userId}`,
    );
    expect(
      (await r.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const [idle] = (await sessionRows(userId)).map((s) => s.idle_seconds);
    expect(idle).toBeGreaterThanOrEqual(240);
  });

  it('is brought up to date by a request once it is more than five minutes old', async () => {
    const customer = signup(405);
    const token = await r.registerAndVerify(customer);
    const userId = (
      await r.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })
    ).json().user.id as number;
    await t.app.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '6 minutes' where user_id = ${userId}`,
    );
    expect(
      (await r.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const [idle] = (await sessionRows(userId)).map((s) => s.idle_seconds);
    expect(idle).toBeLessThan(60);
  });
});
