import { schema } from '@kanak/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signup } from '../../../test/accounts.ts';
import { r, setupRecordedApp, t } from '../../../test/recorded-app.ts';
import { purgeExpiredAuth } from './purge.repository.ts';
import { defined } from '@kanak/db/testing';

setupRecordedApp({ SEED_DEMO: 'false' });

const me = (token: string) => r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const sessionsOf = (userId: number) => t.app.database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
const codesOf = (phone: string) => t.app.database.db.select().from(schema.otpCodes).where(eq(schema.otpCodes.phoneNumber, phone));

describe('purging expired sessions and OTP codes', () => {
  it('deletes expired sessions and keeps live ones signed in', async () => {
    const customer = signup(41);
    const stale = await r.registerAndVerify(customer);
    const live = await r.registerAndVerify(signup(42));
    const userId = (await me(stale)).json().user.id as number;
    await t.app.database.db.update(schema.sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(schema.sessions.userId, userId));

    const purged = await purgeExpiredAuth(t.app.database.db);
    expect(purged.sessions).toBe(1);
    expect(await sessionsOf(userId)).toEqual([]);
    expect((await me(stale)).statusCode).toBe(401);
    expect((await me(live)).statusCode).toBe(200);
  });

  it('deletes OTP rows older than an hour and keeps the ones the send limits still count', async () => {
    const phone = signup(43).phone_number;
    await r.registerAndVerify(signup(43));
    await t.app.database.db.update(schema.otpCodes).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(schema.otpCodes.phoneNumber, phone));
    const res = await r.inject({ method: 'POST', url: '/api/send-otp', payload: { phone_number: phone } });
    expect(res.statusCode).toBe(200);
    expect(await codesOf(phone)).toHaveLength(2);

    const purged = await purgeExpiredAuth(t.app.database.db);
    expect(purged.otpCodes).toBe(1);
    const left = await codesOf(phone);
    expect(left).toHaveLength(1);
    expect(defined(left[0], 'left[0]').consumedAt).toBeNull();
    // The fresh code still holds back another send for 30 s.
    const again = await r.inject({ method: 'POST', url: '/api/send-otp', payload: { phone_number: phone } });
    expect(again.statusCode).toBe(429);
  });

  it('finds nothing more to delete when run again', async () => {
    expect(await purgeExpiredAuth(t.app.database.db)).toEqual({ sessions: 0, otpCodes: 0 });
  });
});
