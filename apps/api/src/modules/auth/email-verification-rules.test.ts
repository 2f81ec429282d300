import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEmailToken, readEmailToken, verificationEmail } from './email-verification.ts';
import { hmacSha256 } from './secrets.ts';

/*
 * The e-mail verification link (ARCHITECTURE §8), stated without a database: a token names one
 * account and one address for 24 hours, under the shop's key, and nothing else reads as one.
 */

const key = randomBytes(32);
const ISSUED = Date.parse('2026-11-28T05:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** A token whose claims are `claims`, signed with the shop's key: what a forgery would need. */
const signed = (claims: unknown) => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmacSha256(key, payload).toString('base64url')}`;
};
const expiry = Math.floor(ISSUED / 1000) + 24 * 3600;

describe('an e-mail verification token', () => {
  it('names its account and address for 24 hours to the second, and not at the 24th hour', () => {
    const token = createEmailToken(key, 7, 'asha@example.in', ISSUED);
    expect(readEmailToken(key, token, ISSUED)).toEqual({ userId: 7, email: 'asha@example.in' });
    expect(readEmailToken(key, token, ISSUED + DAY - 1)).toEqual({
      userId: 7,
      email: 'asha@example.in',
    });
    expect(readEmailToken(key, token, ISSUED + DAY)).toBeUndefined();
    expect(readEmailToken(key, token, ISSUED + DAY + 1000)).toBeUndefined();
  });

  it('is refused under another key', () => {
    expect(
      readEmailToken(randomBytes(32), createEmailToken(key, 7, 'asha@example.in', ISSUED), ISSUED),
    ).toBeUndefined();
  });

  it('is refused, even signed with the shop’s key, unless it names a numeric account, a text address and a numeric expiry', () => {
    const good = { u: 7, e: 'asha@example.in', x: expiry };
    expect(readEmailToken(key, signed(good), ISSUED)).toEqual({
      userId: 7,
      email: 'asha@example.in',
    });
    for (const bad of [
      { ...good, u: '7' },
      { ...good, e: 42 },
      { ...good, x: String(expiry) },
      { e: good.e, x: good.x },
      { u: good.u, x: good.x },
      { u: good.u, e: good.e },
      null,
      [7, 'asha@example.in', expiry],
    ]) {
      expect(readEmailToken(key, signed(bad), ISSUED), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('is refused when its signed part is not JSON, or it has a part too many or too few', () => {
    const notJson = Buffer.from('not json').toString('base64url');
    expect(
      readEmailToken(key, `${notJson}.${hmacSha256(key, notJson).toString('base64url')}`, ISSUED),
    ).toBeUndefined();
    const token = createEmailToken(key, 7, 'asha@example.in', ISSUED);
    expect(readEmailToken(key, `${token}.x`, ISSUED)).toBeUndefined();
    expect(readEmailToken(key, token.split('.')[0] ?? '', ISSUED)).toBeUndefined();
    expect(readEmailToken(key, `.${token.split('.')[1]}`, ISSUED)).toBeUndefined();
  });
});

describe('the verification e-mail', () => {
  it('greets the customer by name, says what the link is for and how long it lasts, and what to do if it was not them', () => {
    const link = 'https://kanak.example/api/email/verify?token=abc';
    expect(verificationEmail('Asha Rao', link)).toEqual({
      subject: 'Please verify your e-mail address for Kanak',
      body: [
        'Dear Asha Rao,',
        '',
        'Please confirm that this is your e-mail address by opening the link below.',
        'It is valid for 24 hours.',
        '',
        link,
        '',
        'If you did not create a Kanak account, you can ignore this message.',
      ].join('\n'),
    });
  });
});
