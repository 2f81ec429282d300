import { describe, expect, it } from 'vitest';
import { ageOtps, signup } from '../../../test/accounts.ts';
import { r, setupRecordedApp, t } from '../../../test/recorded-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createEmailToken, readEmailToken } from './email-verification.ts';
import { deriveKey } from './secrets.ts';
import { defined } from '@kanak/db/testing';

setupRecordedApp({ PUBLIC_URL: 'https://shop.kanak.example' });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The path and query of the newest verification link mailed to `email`. */
async function linkFor(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
  const body = (res.json().messages as { body: string }[])[0]?.body ?? '';
  const url = /https?:\/\/\S+/.exec(body)?.[0];
  if (!url) throw new Error(`no link mailed to ${email}`);
  return url;
}
/** Opens the mailed link as a browser does: the API sends it to the shop's page, which posts the token signed in. */
async function open(link: string, session?: string) {
  const { pathname, search } = new URL(link, 'https://shop.kanak.example');
  const hop = await r.inject({ method: 'GET', url: pathname + search });
  expect(hop.statusCode).toBe(303);
  const page = new URL(String(hop.headers.location), 'https://shop.kanak.example');
  expect(page.pathname).toBe('/verify-email');
  const token = page.searchParams.get('token') ?? '';
  return r.inject({ method: 'POST', url: '/api/email/verify', payload: { token }, ...(session ? { headers: bearer(session) } : {}) });
}
const VERIFIED = { message: 'Your email address is verified.' };
const INVALID = { message: 'This verification link is invalid or has expired. Please ask for a new one from your account.' };
const emailVerified = async (token: string) =>
  (await r.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().user.email_verified as boolean;

describe('the verification link', () => {
  it('points at PUBLIC_URL, never at the Host the request named', async () => {
    const c = signup(1);
    await r.inject({ method: 'POST', url: '/api/register', payload: c, headers: { host: 'evil.example' } });
    expect(await linkFor(c.email)).toMatch(/^https:\/\/shop\.kanak\.example\/api\/email\/verify\?token=/);
  });

  it('sends the browser to the shop, which verifies the address for the signed-in account', async () => {
    const c = signup(2);
    const token = await r.registerAndVerify(c);
    expect(await emailVerified(token)).toBe(false);
    // Opening the link changes nothing by itself (a mail scanner may fetch it), nor does posting it signed out.
    const signedOut = await open(await linkFor(c.email));
    expect(signedOut.statusCode).toBe(401);
    expect(await emailVerified(token)).toBe(false);
    const res = await open(await linkFor(c.email), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(VERIFIED);
    expect(await emailVerified(token)).toBe(true);
    // Opening it twice is harmless.
    expect((await open(await linkFor(c.email), token)).json()).toEqual({ message: 'Your email address is already verified.' });
  });

  it('refuses a tampered token', async () => {
    const c = signup(3);
    const token = await r.registerAndVerify(c);
    const link = await linkFor(c.email);
    const raw = decodeURIComponent(defined(new URL(link).searchParams.get('token'), 'a token in the link'));
    const [payload, mac] = raw.split('.') as [string, string];
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), u: 1 }),
    ).toString('base64url');
    const flipped = mac.slice(0, -2) + (mac.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [`${otherUser}.${mac}`, `${payload}.${flipped}`, payload, `${raw}.x`, 'garbage', '']) {
      const res = await r.inject({ method: 'POST', url: '/api/email/verify', payload: { token: bad }, headers: bearer(token) });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().message).toBe(INVALID.message);
    }
    expect((await r.inject({ method: 'GET', url: '/api/email/verify' })).headers.location).toBe('/verify-email');
    expect(await emailVerified(token)).toBe(false);
  });

  it('expires after 24 hours', () => {
    const key = deriveKey(t.app.config.documentKey, 'email-verification');
    const issued = Date.now() - 24 * 60 * 60 * 1000 - 1000;
    const token = createEmailToken(key, 7, 'a@example.in', issued);
    expect(readEmailToken(key, token, issued + 60_000)).toEqual({ userId: 7, email: 'a@example.in' });
    expect(readEmailToken(key, token)).toBeUndefined();
  });

  it('does nothing for an address the account no longer has', async () => {
    const c = signup(4);
    await r.inject({ method: 'POST', url: '/api/register', payload: c });
    const oldLink = await linkFor(c.email);
    await ageOtps(t.app, c.phone_number, 31);
    // The pending signup is made again with another address.
    await r.inject({ method: 'POST', url: '/api/register', payload: { ...c, email: 'changed@example.in' } });
    const session = await r.inject({ method: 'POST', url: '/api/verify-otp', payload: { phone_number: c.phone_number, otp: await r.otpFor(c.phone_number) } });
    const res = await open(oldLink, session.json().access_token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'This link verifies another email address than the one on the account you are signed in with.' });
  });
});

describe('POST email/resend', () => {
  it('needs a session', async () => {
    const res = await r.inject({ method: 'POST', url: '/api/email/resend' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Access token not found' });
  });

  it('mails a fresh link that works', async () => {
    const c = signup(5);
    const token = await r.registerAndVerify(c);
    const res = await r.inject({ method: 'POST', url: '/api/email/resend', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We have sent a verification link to your email address.' });
    const mails = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${c.email}` })).json().messages;
    expect(mails).toHaveLength(2);
    expect((await open(await linkFor(c.email), token)).json()).toEqual(VERIFIED);
  });

  it('says so when the address is already verified, and sends nothing', async () => {
    const c = signup(6);
    const token = await r.registerAndVerify(c);
    await open(await linkFor(c.email), token);
    const res = await r.inject({ method: 'POST', url: '/api/email/resend', headers: bearer(token) });
    expect(res.json()).toEqual({ message: 'Your email address is already verified.' });
    const mails = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${c.email}` })).json().messages;
    expect(mails).toHaveLength(1);
  });

  it('is limited per client address', async () => {
    const limited = await createTestApp({}, { authRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/email/resend', remoteAddress: '198.51.100.4' })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('what leaves the API', () => {
  it('never carries a password hash or a token hash', () => {
    expect(r.leaks()).toEqual([]);
  });
});
