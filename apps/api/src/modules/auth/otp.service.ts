import { randomInt } from 'node:crypto';
import type { Db } from '@kanak/db';
import {
  MESSAGES,
  OTP_LENGTH,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_AFTER_SECONDS,
  OTP_VALID_MINUTES,
  otpSmsText,
  otpWaitMessage,
} from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { OutgoingMessage } from '../../providers/messaging/messenger.ts';
import { noticeSettings } from '../notifications/notice-settings.ts';
import { deleteOtp, insertOtp, lockPhoneForOtp, recentSends, reserveGuess, spendOtp } from './otp.repository.ts';
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
const hashCode = (key: Buffer, phone: string, code: string, bind?: string) =>
  hmacSha256(key, bind === undefined ? `${phone}:${code}` : `${phone}:${bind}:${code}`);

/** How a code may be sent otherwise than by SMS to the phone, and what it is bound to. */
export interface OtpOptions {
  /** A secret the code is hashed with: only a request that names it can spend the code. */
  bind?: string;
  /** The message carrying the code, when it is not the SMS to the phone. */
  deliver?: (code: string) => OutgoingMessage;
}

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

/** The code's text, with its DLT template id (SMS_TEMPLATE_OTP) when the shop has one (ARCHITECTURE §12). */
function otpSms(phone: string, code: string): OutgoingMessage {
  const template = noticeSettings().smsTemplates.otp;
  return { channel: 'sms', to: phone, body: otpSmsText(code, OTP_VALID_MINUTES), ...(template ? { template } : {}) };
}

/** Creates a 6-digit code for the phone within the send limits and texts it (SPEC §4). */
export async function issueOtp(deps: OtpDeps, phone: string, purpose: OtpPurpose, options: OtpOptions = {}): Promise<void> {
  const code = randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
  const id = await deps.database.db.transaction(async (tx) => {
    // Serialises sends per phone across nodes, so two requests at once cannot both pass the limits.
    await lockPhoneForOtp(tx, phone);
    await assertOtpAllowed(tx, phone);
    return insertOtp(tx, { phoneNumber: phone, purpose, codeHash: hashCode(deps.otpKey, phone, code, options.bind).toString('hex') });
  });
  try {
    await deps.messenger.send(options.deliver?.(code) ?? otpSms(phone, code));
  } catch (error) {
    // A code the user never received must not hold back the next attempt.
    await deleteOtp(deps.database.db, id);
    deps.log.error({ err: error }, 'sending an OTP failed');
    throw new HttpError(502, MESSAGES.phoneLogin.sendFailed);
  }
}

/**
 * Spends the phone's newest code if `code` matches it: valid 10 minutes, single use, and dead
 * after five guesses (so guessing a million codes is out of reach); each guess is counted before
 * the comparison, so guesses at once get no more tries. Earlier codes are superseded by a newer
 * send. A password reset takes only a code sent for it, and a reset code never signs anybody in.
 */
export async function consumeOtp(
  deps: OtpDeps,
  phone: string,
  code: string,
  purpose: 'sign_in' | 'password_reset' = 'sign_in',
  bind?: string,
): Promise<boolean> {
  const db = deps.database.db;
  const purposes: OtpPurpose[] = purpose === 'password_reset' ? ['password_reset'] : ['register', 'login'];
  const guessed = await reserveGuess(db, phone, purposes);
  if (!guessed) return false;
  if (!sameBytes(hashCode(deps.otpKey, phone, code, bind), Buffer.from(guessed.codeHash, 'hex'))) return false;
  return spendOtp(db, guessed.id);
}
