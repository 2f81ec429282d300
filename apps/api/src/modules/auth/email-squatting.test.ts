import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOtps, emailLinkTokens, Recorder, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { repliesSettled } from './after-reply.ts';

/*
 * E-mail squatting, end to end (issue 35 item 6): a stranger signs up first with the victim's
 * address and the stranger's own phone. The victim signs up too. Both verification links land in
 * the victim's inbox and differ only by token. Whichever the victim opens, the address goes to the
 * victim's account (the account signed in where the link is opened), the squatter's account loses
 * it, and no forgotten-password code for that address ever reaches the squatter's phone.
 */

const SHARED = 'asha.verma@example.in';
const NEW_PASSWORD = 'Fresh@Start9';
const squatter = signup(91, { email: SHARED, password: 'Squat@Kanak1', password_confirmation: 'Squat@Kanak1' });
const victim = signup(92, { email: SHARED });

let t: TestApp;
let r: Recorder;
let squatterSession: string;
let victimSession: string;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'false' });
  r = new Recorder(t.app);
  squatterSession = await r.registerAndVerify(squatter);
  victimSession = await r.registerAndVerify(victim);
  await ageOtps(t.app, squatter.phone_number, 31);
  await ageOtps(t.app, victim.phone_number, 31);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: Record<string, string>, session?: string) =>
  r.inject({ method: 'POST', url, payload, ...(session ? { headers: bearer(session) } : {}) });
async function smsTo(phone: string): Promise<string[]> {
  await repliesSettled();
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  return (res.json().messages as { channel: string; body: string }[]).filter((m) => m.channel === 'sms').map((m) => m.body);
}
const me = async (session: string) => (await r.inject({ method: 'GET', url: '/api/me', headers: bearer(session) })).json().user;

describe('a stranger who signed up first with the victim’s address', () => {
  it('cannot have a forgotten-password code for that address sent to the squatter’s phone while nobody verified it', async () => {
    const [squatterBefore, victimBefore] = [await smsTo(squatter.phone_number), await smsTo(victim.phone_number)];
    expect((await post('/api/password/forgot', { email: SHARED })).statusCode).toBe(200);
    expect(await smsTo(squatter.phone_number)).toEqual(squatterBefore);
    expect(await smsTo(victim.phone_number)).toEqual(victimBefore);
  });

  it('mails two links to the victim’s inbox: the squatter’s one, opened by the victim, verifies the victim', async () => {
    const tokens = await emailLinkTokens(t.app, SHARED);
    expect(tokens).toHaveLength(2);
    const squattersLink = tokens[1] ?? '';
    // The link itself only sends the browser to the shop's page; nothing is verified by opening it.
    const hop = await r.inject({ method: 'GET', url: `/api/email/verify?token=${encodeURIComponent(squattersLink)}` });
    expect(hop.statusCode).toBe(303);
    expect(hop.headers.location).toBe(`/verify-email?token=${encodeURIComponent(squattersLink)}`);
    expect((await me(squatterSession)).email_verified).toBe(false);

    const verified = await post('/api/email/verify', { token: squattersLink }, victimSession);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Your email address is verified.' });
    expect((await me(victimSession)).email_verified).toBe(true);
    expect((await me(squatterSession)).email_verified).toBe(false);
  });

  it('can no longer take the address, sign in with it, or receive its codes', async () => {
    const [victimsLink] = await emailLinkTokens(t.app, SHARED);
    const taken = await post('/api/email/verify', { token: victimsLink ?? '' }, squatterSession);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: 'This email address has already been verified by another account.' });

    const login = await post('/api/login', { email: SHARED, password: squatter.password });
    expect(login.statusCode).toBe(401);

    const squatterBefore = await smsTo(squatter.phone_number);
    expect((await post('/api/password/forgot', { email: SHARED })).statusCode).toBe(200);
    expect(await smsTo(squatter.phone_number)).toEqual(squatterBefore);
    const code = await r.otpFor(victim.phone_number);
    const reset = await post('/api/password/reset', { email: SHARED, otp: code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    const signedIn = await post('/api/login', { email: SHARED, password: NEW_PASSWORD });
    expect(signedIn.json().user.phone_number).toBe(victim.phone_number);
  });

  it('keeps the squatter’s own account, reachable by its own phone only', async () => {
    expect((await post('/api/send-otp', { phone_number: squatter.phone_number })).statusCode).toBe(200);
  });

  it('never leaks a hash or a code', () => {
    expect(r.leaks()).toEqual([]);
  });
});
