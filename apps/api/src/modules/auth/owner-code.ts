import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { User } from '@kanak/db';
import { MESSAGES, OTP_VALID_MINUTES, otpSmsText, type LoginRequest, type OwnerCodeVerifyRequest } from '@kanak/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http-error.ts';
import type { OutgoingMessage } from '../../providers/messaging/messenger.ts';
import { afterReply } from './after-reply.ts';
import { findUserById } from './auth.repository.ts';
import { findPasswordHolder, type AuthContext, type ClientMeta } from './auth.service.ts';
import { recordLoginSuccess } from './login-attempts.repository.ts';
import { consumeOtp, issueOtp } from './otp.service.ts';
import { createSession } from './sessions.repository.ts';

/*
 * The shop owner's way in that a stranger cannot block (decision 046). Five wrong passwords lock
 * an address for 15 minutes, and anyone can type the owner's address. So an admin may also sign
 * in with the password and a one-time code sent to the owner, and that path has no lockout:
 *
 * - POST login/code {email, password} costs one argon2 check whatever is typed and answers the
 *   same, with a challenge: sealed (AES-256-GCM) for an admin's right password, random bytes of
 *   the same length otherwise. It reveals nothing, so it is no place to guess passwords. For the
 *   owner, the code is sent after the answer (SMS to a real mobile number, else e-mail).
 * - POST login/code/verify {challenge, otp} spends the code. The code is hashed with the
 *   challenge's nonce: only the holder of the challenge, who knew the password, can guess at it,
 *   five guesses per code, counted before each comparison. A stranger cannot use up the owner's
 *   code nor its sends (only the right password sends one).
 */

const NONCE_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** user id (4) + expiry in seconds (4) + nonce. */
const PLAIN_BYTES = 8 + NONCE_BYTES;
const CHALLENGE_BYTES = IV_BYTES + PLAIN_BYTES + TAG_BYTES;

interface Challenge {
  userId: number;
  nonce: string;
}

function seal(key: Buffer, userId: number, nonce: Buffer, now = Date.now()): string {
  const plain = Buffer.alloc(PLAIN_BYTES);
  plain.writeUInt32BE(userId, 0);
  plain.writeUInt32BE(Math.floor(now / 1000) + OTP_VALID_MINUTES * 60, 4);
  nonce.copy(plain, 8);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/** The challenge's account and nonce, or undefined for a forged, decoy or expired one. */
export function openChallenge(key: Buffer, token: string, now = Date.now()): Challenge | undefined {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== CHALLENGE_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES + PLAIN_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, IV_BYTES + PLAIN_BYTES)), decipher.final()]);
    if (plain.readUInt32BE(4) * 1000 <= now) return undefined;
    return { userId: plain.readUInt32BE(0), nonce: plain.subarray(8).toString('hex') };
  } catch {
    return undefined;
  }
}

/** SMS when the owner's account has a real mobile number; admins from the environment have none, so e-mail. */
function ownerMessage(owner: User, code: string): OutgoingMessage {
  const body = otpSmsText(code, OTP_VALID_MINUTES);
  if (/^[6-9]\d{9}$/.test(owner.phoneNumber)) return { channel: 'sms', to: owner.phoneNumber, body };
  return { channel: 'email', to: owner.email, subject: MESSAGES.ownerCode.codeEmailSubject, body };
}

/** POST login/code: the same answer, in the same time, whatever was typed; a code for the owner after it. */
export async function requestOwnerCode(deps: AuthContext, key: Buffer, input: LoginRequest, log: FastifyBaseLogger): Promise<string> {
  const holder = await findPasswordHolder(deps.database.db, input.email, input.password);
  if (holder?.role !== 'admin') return randomBytes(CHALLENGE_BYTES).toString('base64url');
  const nonce = randomBytes(NONCE_BYTES);
  afterReply(async () => {
    try {
      await issueOtp(deps, holder.phoneNumber, 'login', { bind: nonce.toString('hex'), deliver: (code) => ownerMessage(holder, code) });
    } catch (error) {
      // Send limits reached (five an hour) or the gateway refused: the answer is already out.
      if (!(error instanceof HttpError)) throw error;
      log.warn({ userId: holder.id, status: error.statusCode }, 'owner sign-in code not sent');
    }
  }, log);
  return seal(key, holder.id, nonce);
}

/** POST login/code/verify: the owner's code opens a session and ends the password lockout. */
export async function signInWithOwnerCode(
  deps: AuthContext,
  key: Buffer,
  input: OwnerCodeVerifyRequest,
  meta: ClientMeta,
): Promise<{ user: User; token: string }> {
  const db = deps.database.db;
  const challenge = openChallenge(key, input.challenge);
  const owner = challenge && (await findUserById(db, challenge.userId));
  if (!challenge || owner?.role !== 'admin' || !(await consumeOtp(deps, owner.phoneNumber, input.otp, 'sign_in', challenge.nonce))) {
    throw new HttpError(422, MESSAGES.phoneLogin.otpInvalid, { otp: [MESSAGES.phoneLogin.otpInvalid] });
  }
  await recordLoginSuccess(db, { email: owner.email, userId: owner.id, ip: meta.ip });
  return { user: owner, token: await createSession(db, owner.id, meta) };
}
