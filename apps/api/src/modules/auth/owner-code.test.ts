import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, sessionCookie } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ensureAdmin, prepareDatabase } from '../../startup.ts';
import { repliesSettled } from './after-reply.ts';
import { openChallenge } from './owner-code.ts';
import { deriveKey } from './secrets.ts';

/*
 * Issue 35 item 5 (decision 046): anyone can lock the owner's address with five wrong passwords,
 * so the owner signs in with the password and a one-time code, which the lockout does not stop.
 * That path is no place to guess passwords (the same answer whatever is typed), a stranger cannot
 * use up the owner's code or its sends, and the code's own guesses are limited.
 */

const OWNER = { email: 'owner@kanak.example', password: 'LongAdmin@Passphrase1' };
const LOCKED = { message: 'Too many failed attempts. Please try again in 15 minutes.' };
const INVALID = { message: 'Invalid or expired OTP', errors: { otp: ['Invalid or expired OTP'] } };
const SENT = 'If this is the shop owner’s email and password, we have sent a 6-digit code to the owner’s registered mobile number or email.';

let t: TestApp;
let r: Recorder;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, SEED_DEMO: 'false' });
  await prepareDatabase(t.app);
  r = new Recorder(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, string>, remoteAddress = '203.0.113.50') =>
  r.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress });
const requestCode = (password: string) => post('login/code', { email: OWNER.email, password });
const verify = (challenge: string, otp: string, remoteAddress?: string) => post('login/code/verify', { challenge, otp }, remoteAddress);

/** The codes mailed to the owner so far, newest first (an admin from the environment has no mobile number). */
async function ownerCodes(): Promise<string[]> {
  await repliesSettled();
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${OWNER.email}` });
  const codes = (res.json().messages as { body: string }[]).map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '');
  r.codes.push(...codes);
  return codes;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Lets the next code be sent at once (one send per 30 s per phone). */
async function resendAllowed() {
  await repliesSettled();
  await t.app.database.db.execute(sql`update otp_codes set created_at = created_at - interval '31 seconds'`);
}
/** Lets the next code be sent whatever was sent before (five sends an hour per phone): the old codes expire. */
async function anHourLater() {
  await repliesSettled();
  await t.app.database.db.execute(sql`update otp_codes set created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes'`);
}

describe('a stranger’s five wrong guesses at the owner’s address', () => {
  it('lock the password sign-in, and the owner still gets in with the password and a code', async () => {
    for (let i = 0; i < 5; i++) expect((await post('login', { email: OWNER.email, password: `guess-${i}` }, `198.51.100.${i}`)).statusCode).toBe(401);
    const locked = await post('login', OWNER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);

    const asked = await requestCode(OWNER.password);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: SENT, challenge: expect.stringMatching(/^[\w-]{70}$/) });
    const [code] = await ownerCodes();
    const signedIn = await verify(asked.json().challenge, code ?? '');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().message).toBe('Login successful');
    expect(sessionCookie(signedIn)?.value).toBe(signedIn.json().access_token);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${signedIn.json().access_token}` } });
    expect(me.json().user.role).toBe('admin');
    // The owner's way in ends the lock: the password works again on its own.
    expect((await post('login', OWNER)).statusCode).toBe(200);
  });
});

describe('the code path is no place to guess passwords', () => {
  it('answers a wrong password exactly like the right one, and sends nothing for it', async () => {
    const before = (await ownerCodes()).length;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => requestCode(`guess-${i}`)));
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual({ message: SENT, challenge: expect.stringMatching(/^[\w-]{70}$/) });
    }
    expect(await ownerCodes()).toHaveLength(before);
    // A decoy challenge opens nothing, whatever code comes with it.
    expect((await verify(answers[0]?.json().challenge, '123456')).json()).toEqual(INVALID);
  });

  it('answers an unknown address and a customer the same way', async () => {
    const unknown = await post('login/code', { email: 'nobody@example.in', password: OWNER.password });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SENT, challenge: expect.stringMatching(/^[\w-]{70}$/) });
  });
});

describe('the owner’s code', () => {
  it('cannot be used up by a stranger who has no challenge', async () => {
    await resendAllowed();
    const asked = await requestCode(OWNER.password);
    const [code = ''] = await ownerCodes();
    const forged = Buffer.alloc(52, 7).toString('base64url');
    const strangers = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(forged, String(100000 + i), `192.0.2.${i}`)));
    for (const s of strangers) expect(s.json()).toEqual(INVALID);
    expect((await verify(asked.json().challenge, code)).statusCode).toBe(200);
    // Single use.
    expect((await verify(asked.json().challenge, code)).json()).toEqual(INVALID);
  });

  it('allows five guesses, even at once: after thirty wrong ones the right code is refused', async () => {
    await resendAllowed();
    const asked = await requestCode(OWNER.password);
    const [code = ''] = await ownerCodes();
    const challenge = asked.json().challenge as string;
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => verify(challenge, wrong(String(Number(code) + i)))));
    for (const g of guesses) expect(g.json()).toEqual(INVALID);
    expect((await verify(challenge, code)).json()).toEqual(INVALID);
  });

  it('dies with a newer one, and needs the challenge it was sent with', async () => {
    await resendAllowed();
    const first = (await requestCode(OWNER.password)).json().challenge as string;
    await resendAllowed();
    const second = (await requestCode(OWNER.password)).json().challenge as string;
    const [code = ''] = await ownerCodes();
    expect((await verify(first, code)).json()).toEqual(INVALID);
    expect((await verify(second, code)).statusCode).toBe(200);
  });

  it('is refused once the account is no longer an admin, and works again when it is', async () => {
    await anHourLater();
    const challenge = (await requestCode(OWNER.password)).json().challenge as string;
    const [code = ''] = await ownerCodes();
    await t.app.database.db.execute(sql`update users set role = 'customer' where email = ${OWNER.email}`);
    try {
      expect((await verify(challenge, code)).json()).toEqual(INVALID);
    } finally {
      await t.app.database.db.execute(sql`update users set role = 'admin' where email = ${OWNER.email}`);
    }
    // The refusal spent no guess: the code is still the owner's.
    expect((await verify(challenge, code)).statusCode).toBe(200);
  });

  it('is refused, not an error, when its account was removed within its ten minutes', async () => {
    const deputy = { email: 'deputy@kanak.example', password: 'Deputy@Passphrase22' };
    await ensureAdmin(t.app.database.db, deputy.email, deputy.password);
    const challenge = (await post('login/code', deputy)).json().challenge as string;
    await repliesSettled();
    await t.app.database.db.execute(sql`delete from otp_codes where phone_number = (select phone_number from users where email = ${deputy.email})`);
    await t.app.database.db.execute(sql`delete from users where email = ${deputy.email}`);
    const res = await verify(challenge, '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
  });

  it('opens for ten minutes to the second, only with the shop’s key, and a decoy never opens', async () => {
    const key = deriveKey(t.app.config.documentKey, 'owner-code');
    await anHourLater();
    const before = Date.now();
    const challenge = (await requestCode(OWNER.password)).json().challenge as string;
    const after = Date.now();
    await ownerCodes();
    expect(openChallenge(key, challenge, after)).toMatchObject({ userId: expect.any(Number), nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(openChallenge(deriveKey(t.app.config.documentKey, 'another-purpose'), challenge, after)).toBeUndefined();
    const decoy = (await requestCode('not-the-password')).json().challenge as string;
    expect(openChallenge(key, decoy, after)).toBeUndefined();
    // The first millisecond it no longer opens: the whole second ten minutes after it was made.
    let open = after;
    let closed = after + 11 * 60_000;
    expect(openChallenge(key, challenge, closed)).toBeUndefined();
    while (closed - open > 1) {
      const mid = Math.floor((open + closed) / 2);
      if (openChallenge(key, challenge, mid)) open = mid;
      else closed = mid;
    }
    expect(closed % 1000).toBe(0);
    expect(closed).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 10 * 60_000);
    expect(closed).toBeLessThanOrEqual(Math.floor(after / 1000) * 1000 + 10 * 60_000);
  });
});

describe('an owner with a mobile number (ADMIN_PHONE)', () => {
  const PHONE = '9876501234';
  let withPhone: TestApp;
  beforeAll(async () => {
    withPhone = await createTestApp({ ADMIN_EMAIL: 'boss@kanak.example', ADMIN_PASSWORD: OWNER.password, ADMIN_PHONE: PHONE, SEED_DEMO: 'false' });
    await prepareDatabase(withPhone.app);
  });
  afterAll(() => withPhone.close());
  const call = (url: string, payload: Record<string, string>) => withPhone.app.inject({ method: 'POST', url: `/api/${url}`, payload });

  it('gets the code by SMS on that number', async () => {
    const asked = await call('login/code', { email: 'boss@kanak.example', password: OWNER.password });
    await repliesSettled();
    const outbox = await withPhone.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${PHONE}` });
    const [sms] = outbox.json().messages as { channel: string; body: string }[];
    expect(sms?.channel).toBe('sms');
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    r.codes.push(code);
    const signedIn = await call('login/code/verify', { challenge: asked.json().challenge, otp: code });
    expect(signedIn.statusCode).toBe(200);
  });

  it('cannot be sent a plain sign-in code, so nobody can use up the owner’s sends from there', async () => {
    const res = await call('send-otp', { phone_number: PHONE });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('No account uses this mobile number. Please sign up first.');
    expect((await call('verify-otp', { phone_number: PHONE, otp: '123456' })).statusCode).toBe(422);
  });
});

describe('what leaves the API', () => {
  it('never carries a password hash, a token hash or a code', () => {
    expect(r.leaks()).toEqual([]);
  });
});
