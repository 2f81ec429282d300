import { formatPaise, LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, MESSAGES, PLAN_MESSAGES } from '@kanak/domain';
import { closedCustomerName, PRIVACY_MESSAGES, type CloseAccountRequest } from '@kanak/domain/account-data';
import { HttpError } from '../../http-error.ts';
import type { Db } from '@kanak/db';
import type { AuthUser } from '../../plugins/session-cookie.ts';
import { discardPrivateUploads } from '../../providers/storage/private-uploads.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { markLoginSucceeded, releaseLoginAttempt, reserveLoginAttempt } from '../auth/login-attempts.repository.ts';
import { consumeOtp, issueOtp, type OtpDeps } from '../auth/otp.service.ts';
import { verifyPassword } from '../auth/password.ts';
import { hmacSha256 } from '../auth/secrets.ts';
import { lockWallet } from '../wallet/wallet.repository.ts';
import { customerOf } from './customer-rows.repository.ts';
import { eraseCustomer, freePlaceholderPhone, markFilesAbandoned, passwordHashOf, whatIsOwed, type Pseudonym } from './erase.repository.ts';

export interface CloseDeps extends OtpDeps, Pick<ServiceDeps, 'storage'> {
  /** HMAC key of the pseudonyms, derived from DOCUMENT_KEY. */
  pseudonymKey: Buffer;
}

/** A code sent for closing this account spends only here: it never signs anybody in. */
const closeBinding = (userId: number) => `close-account:${userId}`;

/** POST account/close-otp: texts a code for closing the account, within the OTP limits. */
export async function sendCloseOtp(deps: OtpDeps, user: AuthUser): Promise<void> {
  if (user.role !== 'customer') throw new HttpError(403, MESSAGES.account.forbidden);
  await issueOtp(deps, user.phoneNumber, 'login', { bind: closeBinding(user.id) });
}

/**
 * DELETE account (ARCHITECTURE §12): checks the password or the code first, with login's lockout
 * and limits (ARCHITECTURE §8); refuses (409) while an order or after-sale request is open or the
 * shop still owes store credit; then erases the customer in one transaction and deletes their
 * private files after it commits.
 */
export async function closeAccount(deps: CloseDeps, user: AuthUser, body: CloseAccountRequest, ip: string): Promise<void> {
  const db = deps.database.db;
  // The shop's own accounts come from ADMIN_EMAIL and are never erased from the shop's side.
  if (user.role !== 'customer') throw new HttpError(403, MESSAGES.account.forbidden);
  await checkCredential(deps, user, body, ip);
  const tag = hmacSha256(deps.pseudonymKey, String(user.id));
  const files = await db.transaction(async (tx) => {
    // Queues behind a spend of credit at checkout, so the balance read below holds.
    await lockWallet(tx, user.id);
    await refuseWhileOwed(tx, user.id);
    const c = await customerOf(tx, user.id);
    const hex = tag.toString('hex').slice(0, 10);
    const who: Pseudonym = {
      name: closedCustomerName(hex),
      email: `closed-${hex}@customers.invalid`,
      phone: await freePlaceholderPhone(tx, tag.readUInt32BE(0), user.id),
    };
    const keys = await eraseCustomer(tx, c, who);
    // Named as abandoned uploads first: a crash before the files go leaves them to the hourly sweep.
    await markFilesAbandoned(tx, keys);
    return keys;
  });
  await discardPrivateUploads(db, deps.storage, files);
}

async function checkCredential(deps: CloseDeps, user: AuthUser, body: CloseAccountRequest, ip: string): Promise<void> {
  const db = deps.database.db;
  if (body.otp !== undefined) {
    if (!(await consumeOtp(deps, user.phoneNumber, body.otp, 'sign_in', closeBinding(user.id)))) {
      throw new HttpError(422, MESSAGES.phoneLogin.otpInvalid, { otp: [MESSAGES.phoneLogin.otpInvalid] });
    }
    return;
  }
  const reservation = await reserveLoginAttempt(db, { email: user.email, ip }, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES);
  if (reservation === undefined) throw new HttpError(429, MESSAGES.account.lockedOut);
  const hash = await passwordHashOf(db, user.id);
  if (!hash) {
    await releaseLoginAttempt(db, reservation);
    throw new HttpError(422, PRIVACY_MESSAGES.noPassword, { password: [PRIVACY_MESSAGES.noPassword] });
  }
  // A wrong password leaves the reservation standing as a failure, as at login.
  if (!(await verifyPassword(hash, body.password ?? ''))) {
    throw new HttpError(422, PRIVACY_MESSAGES.wrongPassword, { password: [PRIVACY_MESSAGES.wrongPassword] });
  }
  await markLoginSucceeded(db, reservation, user.id);
}

/** 409 while the shop is still making something for them, or still owes them money (decision 055). */
async function refuseWhileOwed(tx: Db, userId: number): Promise<void> {
  const owed = await whatIsOwed(tx, userId);
  if (owed.openOrders.length) throw new HttpError(409, PRIVACY_MESSAGES.orderInProgress(owed.openOrders));
  if (owed.openRequests.length) throw new HttpError(409, PRIVACY_MESSAGES.afterSaleOpen(owed.openRequests));
  if (owed.openOldGold.length) throw new HttpError(409, MESSAGES.goldExchange.openOnClose(owed.openOldGold));
  if (owed.openPlans.length) throw new HttpError(409, PLAN_MESSAGES.openPlan(owed.openPlans));
  if (owed.creditPaise > 0) throw new HttpError(409, PRIVACY_MESSAGES.creditLeft(formatPaise(owed.creditPaise)));
  if (owed.payoutPending) throw new HttpError(409, PRIVACY_MESSAGES.payoutPending);
}
