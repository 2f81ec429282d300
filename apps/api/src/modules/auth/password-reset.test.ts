import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kanak/domain';
import { ageOtps, signup, verifyEmailOf } from '../../../test/accounts.ts';
import { r, setupRecordedApp, t } from '../../../test/recorded-app.ts';
import { repliesSettled } from './after-reply.ts';

/* POST password/forgot and POST password/reset (ARCHITECTURE §8). */

setupRecordedApp();

const SENT = 'If an account matches, we have sent an OTP to its registered mobile number.';
const NEW_PASSWORD = 'Fresh@Start9';
const forgot = (payload: Record<string, string>) => r.inject({ method: 'POST', url: '/api/password/forgot', payload });
const reset = (payload: Record<string, string>) => r.inject({ method: 'POST', url: '/api/password/reset', payload });
const login = (email: string, password: string) => r.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const me = (token: string) => r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const smsCount = async (phone: string) => {
  await repliesSettled();
  return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages.length as number;
};

describe('forgotten password', () => {
  it('answers the same whether or not an account exists, and texts only a real account', async () => {
    const c = signup(1);
    await verifyEmailOf(t.app, c.email, await r.registerAndVerify(c));
    await ageOtps(t.app, c.phone_number, 31);
    const before = await smsCount(c.phone_number);

    const known = await forgot({ email: c.email });
    const unknownEmail = await forgot({ email: 'nobody@example.in' });
    const unknownPhone = await forgot({ phone_number: '9123456780' });
    for (const res of [known, unknownEmail, unknownPhone]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT });
    }
    expect(await smsCount(c.phone_number)).toBe(before + 1);
    expect(await smsCount('9123456780')).toBe(0);
  });

  it('asks for exactly one of mobile number and e-mail', async () => {
    for (const payload of [{}, { phone_number: '', email: '' }, { phone_number: '9876543210', email: 'a@example.in' }] as Record<string, string>[]) {
      const res = await forgot(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Please enter your registered mobile number or email address.');
    }
  });

  it('resets the password with the texted code and ends every session', async () => {
    const c = signup(2);
    const oldSession = await r.registerAndVerify(c);
    await ageOtps(t.app, c.phone_number, 31);
    expect((await forgot({ phone_number: c.phone_number })).statusCode).toBe(200);
    const otp = await r.otpFor(c.phone_number);

    const mismatch = await reset({ phone_number: c.phone_number, otp, password: NEW_PASSWORD, password_confirmation: 'Other@Pass9' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['The password field confirmation does not match.']);

    const done = await reset({ phone_number: c.phone_number, otp, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. Please log in with your new password.' });

    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await login(c.email, c.password)).statusCode).toBe(401);
    expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Single use.
    const again = await reset({ phone_number: c.phone_number, otp, password: 'Again@Pass9', password_confirmation: 'Again@Pass9' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Invalid or expired OTP');
  });

  it('refuses a wrong code, a sign-in code, and a code texted to somebody else', async () => {
    const owner = signup(3);
    const other = signup(4);
    await verifyEmailOf(t.app, owner.email, await r.registerAndVerify(owner));
    await r.registerAndVerify(other);
    await ageOtps(t.app, owner.phone_number, 31);
    await ageOtps(t.app, other.phone_number, 31);
    const body = (who: Record<string, string>, otp: string) => ({ ...who, otp, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    // A live code for signing in cannot reset a password.
    expect((await r.inject({ method: 'POST', url: '/api/send-otp', payload: { phone_number: owner.phone_number } })).statusCode).toBe(200);
    const signInCode = await r.otpFor(owner.phone_number);
    expect((await reset(body({ phone_number: owner.phone_number }, signInCode))).statusCode).toBe(422);
    await ageOtps(t.app, owner.phone_number, 31);
    await forgot({ phone_number: other.phone_number });
    const othersCode = await r.otpFor(other.phone_number);
    expect((await reset(body({ phone_number: owner.phone_number }, othersCode))).statusCode).toBe(422);
    expect((await reset(body({ email: owner.email }, othersCode))).statusCode).toBe(422);
    await forgot({ email: owner.email });
    const code = await r.otpFor(owner.phone_number);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await reset(body({ email: owner.email }, wrong));
    expect(refused.statusCode).toBe(422);
    // The form shows the message under the code's field.
    expect(refused.json()).toEqual({ message: MESSAGES.phoneLogin.otpInvalid, errors: { otp: [MESSAGES.phoneLogin.otpInvalid] } });
    expect((await reset(body({ email: owner.email }, code))).statusCode).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('sends no code for an address nobody verified; each signup that typed it resets by its own phone', async () => {
    const squatter = signup(5, { email: 'shared@example.in' });
    const owner = signup(6, { email: 'shared@example.in', password: 'Owner@Kanak1', password_confirmation: 'Owner@Kanak1' });
    await r.registerAndVerify(squatter);
    await r.registerAndVerify(owner);
    await ageOtps(t.app, squatter.phone_number, 31);
    await ageOtps(t.app, owner.phone_number, 31);
    const before = [await smsCount(squatter.phone_number), await smsCount(owner.phone_number)];
    expect((await forgot({ email: 'shared@example.in' })).statusCode).toBe(200);
    expect([await smsCount(squatter.phone_number), await smsCount(owner.phone_number)]).toEqual(before);
    await forgot({ phone_number: owner.phone_number });
    const ownerCode = await r.otpFor(owner.phone_number);
    expect((await reset({ email: 'shared@example.in', otp: ownerCode, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(422);
    expect((await reset({ phone_number: owner.phone_number, otp: ownerCode, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    const signedIn = await login('shared@example.in', NEW_PASSWORD);
    expect(signedIn.json().user.phone_number).toBe(owner.phone_number);
  });

  it('never leaks a hash or a code', () => {
    expect(r.leaks()).toEqual([]);
  });
});
