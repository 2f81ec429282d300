import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, sessionCookie, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { prepareDatabase } from '../../startup.ts';

const ADMIN = { email: 'owner@kanak.example', password: 'LongAdmin@Passphrase1' };

let t: TestApp;
let r: Recorder;
const customer = signup(1);
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' });
  await prepareDatabase(t.app);
  r = new Recorder(t.app);
  await r.registerAndVerify(customer);
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, remoteAddress?: string) =>
  r.inject({ method: 'POST', url: '/api/login', payload, ...(remoteAddress ? { remoteAddress } : {}) });
const BAD = { message: 'The email or password is incorrect.' };

describe('login by e-mail and password', () => {
  it('signs in, sets the session cookie and answers the SPEC shape', async () => {
    const res = await login({ email: customer.email, password: customer.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Login successful',
      user: { id: expect.any(Number), name: customer.name, email: customer.email, phone_number: customer.phone_number },
      access_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ value: body.access_token, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets the cookie and the Bearer token both open /api/me', async () => {
    const res = await login({ email: customer.email, password: customer.password });
    const token = res.json().access_token as string;
    const byCookie = await r.inject({ method: 'GET', url: '/api/me', cookies: { kanak_session: token } });
    const byBearer = await r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    for (const me of [byCookie, byBearer]) {
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toEqual({
        id: res.json().user.id,
        name: customer.name,
        email: customer.email,
        phone_number: customer.phone_number,
        role: 'customer',
        email_verified: false,
      });
    }
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await login({ email: `  ${customer.email.toUpperCase()} `, password: customer.password });
    expect(res.statusCode).toBe(200);
  });

  it('gives an unknown e-mail and a wrong password the very same answer', async () => {
    const unknown = await login({ email: 'nobody@example.in', password: customer.password });
    const wrong = await login({ email: customer.email, password: 'Wrong@2024' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(BAD);
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it.each([
    [{}, { email: ['Please enter your email.'], password: ['Please enter your password.'] }],
    [{ email: '', password: '' }, { email: ['Please enter your email.'], password: ['Please enter your password.'] }],
    [{ email: 'customer.example.in', password: 'x' }, { email: ['Please enter a valid email address.'] }],
  ])('checks the form %j (SPEC §5 "Login")', async (payload, errors) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('lets the configured admin sign in by e-mail', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    const me = await r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${res.json().access_token}` } });
    expect(me.json().user.role).toBe('admin');
  });

  it('asks a signup that never verified its phone to finish by OTP', async () => {
    const pending = signup(2);
    await r.inject({ method: 'POST', url: '/api/register', payload: pending });
    const right = await login({ email: pending.email, password: pending.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: 'Please verify your mobile number first: log in with OTP to finish signing up.' });
    expect(sessionCookie(right)).toBeUndefined();
    // A wrong password still gets the answer everyone gets.
    expect((await login({ email: pending.email, password: 'Wrong@2024' })).json()).toEqual(BAD);
  });
});

describe('guessing passwords for one account', () => {
  const victim = signup(10);
  beforeAll(() => r.registerAndVerify(victim));

  it('locks the account after five failures in 15 minutes, even against the right password', async () => {
    for (let i = 0; i < 5; i++) {
      // From different addresses: the lock follows the account, not the client.
      expect((await login({ email: victim.email, password: `Wrong@${i}abc` }, `10.0.1.${i}`)).json()).toEqual(BAD);
    }
    const locked = await login({ email: victim.email, password: victim.password }, '10.0.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too many failed attempts. Please try again in 15 minutes.' });
  });

  it('opens again once the failures are 15 minutes old', async () => {
    await t.app.database.db.execute(
      sql`update audit_log set created_at = created_at - interval '16 minutes' where entity_id = ${victim.email}`,
    );
    expect((await login({ email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('starts counting afresh after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login({ email: victim.email, password: 'Wrong@2024' });
    expect((await login({ email: victim.email, password: victim.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: victim.email, password: 'Wrong@2024' });
    expect((await login({ email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('locks an unknown address the same way, so the lock does not reveal which accounts exist', async () => {
    for (let i = 0; i < 5; i++) expect((await login({ email: 'ghost@example.in', password: 'Wrong@2024' })).statusCode).toBe(401);
    expect((await login({ email: 'ghost@example.in', password: 'Wrong@2024' })).statusCode).toBe(429);
  });

  it('records each failure in the audit log', async () => {
    const rows = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'login_failed' and entity_id = 'ghost@example.in'`,
    );
    expect(rows.rows[0]?.n).toBe(5);
  });
});

describe('what leaves the API', () => {
  it('never carries a password hash or a token hash', () => {
    expect(r.leaks()).toEqual([]);
  });
});

describe('requests per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({}, { authRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  it.each([
    ['/api/login', { email: 'someone@example.in', password: 'Wrong@2024' }],
    ['/api/register', signup(50, { phone_number: '12' })],
    ['/api/send-otp', { phone_number: '9876543210' }],
    ['/api/verify-otp', { phone_number: '9876543210', otp: '123456' }],
  ])('answers the fourth call a minute to %s from one address with 429', async (url, payload) => {
    const call = (remoteAddress: string) => limited.app.inject({ method: 'POST', url, payload, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await call('203.0.113.7')).statusCode).not.toBe(429);
    const fourth = await call('203.0.113.7');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: 'Too many requests. Please try again shortly.' });
    expect(fourth.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await call('203.0.113.8')).statusCode).not.toBe(429);
  });
});
