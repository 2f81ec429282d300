import { schema } from '@kanak/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageOtps, multipart, sessionCookie, signup } from '../../../test/accounts.ts';
import { r, setupRecordedApp, t } from '../../../test/recorded-app.ts';
import { defined } from '@kanak/db/testing';

setupRecordedApp();

const sendOtp = (phone_number: string) => r.inject({ method: 'POST', url: '/api/send-otp', payload: { phone_number } });
const verifyOtp = (phone_number: string, otp: string) =>
  r.inject({ method: 'POST', url: '/api/verify-otp', payload: { phone_number, otp } });
const INVALID = { message: 'Invalid or expired OTP' };

/** A signed-up customer whose first OTP has been used, with the resend wait already over. */
async function customer(n: number) {
  const c = signup(n);
  await r.registerAndVerify(c);
  await ageOtps(t.app, c.phone_number, 31);
  return c;
}

describe('signup by OTP (SPEC §4)', () => {
  it('logs the new customer in with the code from the outbox and marks the phone verified', async () => {
    const c = signup(1);
    const reg = await r.inject({ method: 'POST', url: '/api/register', payload: c });
    const otp = await r.otpFor(c.phone_number);
    const res = await verifyOtp(c.phone_number, otp);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Login successful',
      user: { id: reg.json().user_id, name: c.name, email: c.email, phone_number: c.phone_number },
      access_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(sessionCookie(res)?.value).toBe(body.access_token);
    const [row] = await t.app.database.db.select().from(schema.users).where(eq(schema.users.id, body.user.id));
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
  });

  it('keeps only a keyed hash of the code', async () => {
    const otp = defined(r.codes.at(-1), 'r.codes.at(-1)');
    const rows = await t.app.database.db.select().from(schema.otpCodes).where(eq(schema.otpCodes.phoneNumber, '9000000001'));
    expect(rows).toHaveLength(1);
    expect(defined(rows[0], 'rows[0]').codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(defined(rows[0], 'rows[0]').codeHash).not.toContain(otp);
  });
});

describe('login by OTP (SPEC §4 "Phone login")', () => {
  it('sends a code to a known number', async () => {
    const c = await customer(2);
    const res = await sendOtp(c.phone_number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user_id: expect.any(Number),
      message: 'OTP sent successfully on your registered mobile number.',
    });
    const login = await verifyOtp(c.phone_number, await r.otpFor(c.phone_number));
    expect(login.statusCode).toBe(200);
    expect(login.json().user.phone_number).toBe(c.phone_number);
  });

  it('tells an unknown number to sign up first', async () => {
    const res = await sendOtp('9999999999');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'No account uses this mobile number. Please sign up first.',
      errors: { phone_number: ['No account uses this mobile number. Please sign up first.'] },
    });
  });

  it.each(['5876543210', '987654321', '98765432100', 'abcdefghij'])('refuses %j as a mobile number', async (phone) => {
    const res = await sendOtp(phone);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone_number: ['Please enter a valid 10-digit mobile number'] });
  });

  it('takes the phone number as a multipart form', async () => {
    const c = await customer(3);
    const res = await r.inject({ method: 'POST', url: '/api/send-otp', ...multipart({ phone_number: c.phone_number }) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a code that is not six digits', async () => {
    const res = await verifyOtp('9000000002', '12345');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Invalid or expired OTP');
  });
});

describe('a code is good once, for ten minutes, for five guesses', () => {
  it('refuses a used code and logs nobody in', async () => {
    const c = await customer(10);
    await sendOtp(c.phone_number);
    const otp = await r.otpFor(c.phone_number);
    expect((await verifyOtp(c.phone_number, otp)).statusCode).toBe(200);
    const again = await verifyOtp(c.phone_number, otp);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(INVALID);
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const c = await customer(11);
    await sendOtp(c.phone_number);
    const otp = await r.otpFor(c.phone_number);
    await ageOtps(t.app, c.phone_number, 10 * 60 + 1);
    const res = await verifyOtp(c.phone_number, otp);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
  });

  it('kills a code after five wrong guesses, even for the right one', async () => {
    const c = await customer(12);
    await sendOtp(c.phone_number);
    const otp = await r.otpFor(c.phone_number);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyOtp(c.phone_number, wrong)).json()).toEqual(INVALID);
    expect((await verifyOtp(c.phone_number, otp)).statusCode).toBe(422);

    await ageOtps(t.app, c.phone_number, 31);
    await sendOtp(c.phone_number);
    expect((await verifyOtp(c.phone_number, await r.otpFor(c.phone_number))).statusCode).toBe(200);
  });

  it('accepts the right code after fewer than five wrong guesses', async () => {
    const c = await customer(13);
    await sendOtp(c.phone_number);
    const otp = await r.otpFor(c.phone_number);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await verifyOtp(c.phone_number, wrong);
    expect((await verifyOtp(c.phone_number, otp)).statusCode).toBe(200);
  });

  it('supersedes an older code with a newer one', async () => {
    const c = await customer(14);
    await sendOtp(c.phone_number);
    const older = await r.otpFor(c.phone_number);
    await ageOtps(t.app, c.phone_number, 31);
    await sendOtp(c.phone_number);
    const newer = await r.otpFor(c.phone_number);
    if (older !== newer) expect((await verifyOtp(c.phone_number, older)).statusCode).toBe(422);
    expect((await verifyOtp(c.phone_number, newer)).statusCode).toBe(200);
  });

  it('logs in only one of two requests racing with the same code', async () => {
    const c = await customer(17);
    await sendOtp(c.phone_number);
    const otp = await r.otpFor(c.phone_number);
    const results = await Promise.all([verifyOtp(c.phone_number, otp), verifyOtp(c.phone_number, otp)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it('does not accept a code sent to another phone', async () => {
    const a = await customer(15);
    const b = await customer(16);
    await sendOtp(a.phone_number);
    const res = await verifyOtp(b.phone_number, await r.otpFor(a.phone_number));
    expect(res.statusCode).toBe(422);
  });
});

describe('sending limits per phone (ARCHITECTURE §5)', () => {
  it('makes the next code wait 30 seconds', async () => {
    const c = await customer(20);
    expect((await sendOtp(c.phone_number)).statusCode).toBe(200);
    const soon = await sendOtp(c.phone_number);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Please wait (29|30) seconds before requesting another OTP\.$/);

    await ageOtps(t.app, c.phone_number, 20);
    expect((await sendOtp(c.phone_number)).json().message).toMatch(/^Please wait (9|10) seconds/);
    await ageOtps(t.app, c.phone_number, 11);
    expect((await sendOtp(c.phone_number)).statusCode).toBe(200);
  });

  it('sends one code when several requests arrive at once', async () => {
    const c = await customer(23);
    const results = await Promise.all([sendOtp(c.phone_number), sendOtp(c.phone_number), sendOtp(c.phone_number)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 429, 429]);
  });

  it('sends at most five codes an hour', async () => {
    const c = signup(21);
    await r.inject({ method: 'POST', url: '/api/register', payload: c });
    for (let sent = 1; sent < 5; sent++) {
      await ageOtps(t.app, c.phone_number, 31);
      expect((await sendOtp(c.phone_number)).statusCode).toBe(200);
    }
    await ageOtps(t.app, c.phone_number, 31);
    const sixth = await sendOtp(c.phone_number);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Too many OTP requests. Please try again in an hour.' });

    await ageOtps(t.app, c.phone_number, 60 * 60);
    expect((await sendOtp(c.phone_number)).statusCode).toBe(200);
  });

  it('does not count a refused request as a send', async () => {
    const count = async () =>
      defined((
        await t.app.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.otpCodes)
          .where(eq(schema.otpCodes.phoneNumber, '9000000022'))
      )[0], 'a count').n;
    const c = await customer(22);
    await sendOtp(c.phone_number);
    const before = await count();
    await sendOtp(c.phone_number);
    expect(await count()).toBe(before);
  });
});

describe('what leaves the API', () => {
  it('never carries an OTP, a password hash or a token hash', () => {
    expect(r.codes.length).toBeGreaterThan(10);
    expect(r.leaks()).toEqual([]);
  });
});
