import { EMAIL_LINK_VALID_HOURS } from '@kanak/domain';
import { hmacSha256, sameBytes } from './secrets.ts';

/*
 * The e-mail link carries a stateless token: base64url JSON {user id, address, expiry} and its
 * HMAC-SHA256 under a server key. A forged or altered token fails the MAC; a token for an address
 * the account no longer has verifies nothing.
 */
interface Claims {
  u: number;
  e: string;
  x: number;
}

/** A token for the account's current address, valid 24 hours. */
export function createEmailToken(key: Buffer, userId: number, email: string, now = Date.now()): string {
  const claims: Claims = { u: userId, e: email, x: Math.floor(now / 1000) + EMAIL_LINK_VALID_HOURS * 3600 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmacSha256(key, payload).toString('base64url')}`;
}

/** The user id and address a genuine, unexpired token names; undefined otherwise. */
export function readEmailToken(
  key: Buffer,
  token: string,
  now = Date.now(),
): { userId: number; email: string } | undefined {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  if (!sameBytes(hmacSha256(key, payload), Buffer.from(mac, 'base64url'))) return undefined;
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
  } catch {
    return undefined;
  }
  // Only the shop's key signs a payload, but a signed `null` must still read as no token, not throw.
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { u, e, x } = claims;
  if (typeof u !== 'number' || typeof e !== 'string' || typeof x !== 'number') return undefined;
  if (x * 1000 <= now) return undefined;
  return { userId: u, email: e };
}

/** The verification e-mail: subject and text with the link. */
export function verificationEmail(name: string, link: string): { subject: string; body: string } {
  return {
    subject: 'Please verify your e-mail address for Kanak',
    body: [
      `Dear ${name},`,
      '',
      'Please confirm that this is your e-mail address by opening the link below.',
      `It is valid for ${EMAIL_LINK_VALID_HOURS} hours.`,
      '',
      link,
      '',
      'If you did not create a Kanak account, you can ignore this message.',
    ].join('\n'),
  };
}
