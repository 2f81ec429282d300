import { randomInt } from 'node:crypto';
import type { Db } from '@kanak/db';
import {
  MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_AFTER_SECONDS,
  OTP_VALID_MINUTES,
  otpSmsText,
  otpWaitMessage,
} from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { countWrongGuess, deleteOtp, insertOtp, latestOtp, lockPhoneForOtp, recentSends, spendOtp } from './otp.repository.ts';
import { hmacSha256, sameBytes } from './secrets.ts';

export interface OtpDeps extends Pick<ServiceDeps, 'database' | 'messenger' | 'log'> {
  /** HMAC key for code hashes, derived from DOCUMENT_KEY. */
  otpKey: Buffer;
}

export type OtpPurpose = 'register' | 'login' | 'password_reset';

/**
 * Codes are stored as HMAC-SHA256 under a server key, bound to the phone: with only a million
 * possible codes a plain hash would fall to brute force the moment the table leaked.
 */
const hashCode = (key: Buffer, phone: string, code: string) => hmacSha256(key, `${phone}:${code}`);

/**
 * Throws 429 while the phone may not get another code: one per 30 s and five per hour stop SMS
 * bombing a stranger's phone and running up the gateway bill (ARCHITECTURE §5). Database time
 * is used throughout, so every API node judges alike.
 */
export async function assertOtpAllowed(db: Db, phone: string): Promise<void> {
  const { sent, waitedSeconds } = await recentSends(db, phone);
  if (sent === 0) return;
  if (sent >= OTP_MAX_SENDS_PER_HOUR) throw new HttpError(429, MESSAGES.account.otpHourlyLimit);
  if (waitedSeconds < OTP_RESEND_AFTER_SECONDS) {
    throw new HttpError(429, otpWaitMessage(Math.max(1, Math.ceil(OTP_RESEND_AFTER_SECONDS - waitedSeconds))));
  }
}

/** Creates a 6-digit code for the phone within the send limits and texts it (SPEC §4). */
export async function issueOtp(deps: OtpDeps, phone: string, purpose: OtpPurpose): Promise<void> {
  const code = randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
  const id = await deps.database.db.transaction(async (tx) => {
    // Serialises sends per phone across nodes, so two requests at once cannot both pass the limits.
    await lockPhoneForOtp(tx, phone);
    await assertOtpAllowed(tx, phone);
    return insertOtp(tx, { phoneNumber: phone, purpose, codeHash: hashCode(deps.otpKey, phone, code).toString('hex') });
  });
  try {
    await deps.messenger.send({ channel: 'sms', to: phone, body: otpSmsText(code, OTP_VALID_MINUTES) });
  } catch (error) {
    // A code the user never received must not hold back the next attempt.
    await deleteOtp(deps.database.db, id);
    deps.log.error({ err: error }, 'sending an OTP failed');
    throw new HttpError(502, MESSAGES.phoneLogin.sendFailed);
  }
}

/**
 * Spends the phone's newest code if `code` matches it: valid 10 minutes, single use, and dead
 * after five wrong guesses (so guessing a million codes is out of reach). Earlier codes are
 * superseded by a newer send. A password reset takes only a code sent for it, and a reset code
 * never signs anybody in.
 */
export async function consumeOtp(deps: OtpDeps, phone: string, code: string, purpose: 'sign_in' | 'password_reset' = 'sign_in'): Promise<boolean> {
  const db = deps.database.db;
  const latest = await latestOtp(db, phone);
  if (!latest || latest.consumedAt !== null || latest.attempts >= OTP_MAX_ATTEMPTS) return false;
  if ((latest.purpose === 'password_reset') !== (purpose === 'password_reset')) return false;
  if (!sameBytes(hashCode(deps.otpKey, phone, code), Buffer.from(latest.codeHash, 'hex'))) {
    await countWrongGuess(db, latest.id);
    return false;
  }
  return spendOtp(db, latest.id);
}
