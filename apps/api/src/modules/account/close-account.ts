import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import { formatPaise, LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, MESSAGES } from '@kanak/domain';
import { closedCustomerName, PRIVACY_MESSAGES, type CloseAccountRequest } from '@kanak/domain/account-data';
import { HttpError } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/session-cookie.ts';
import { discardPrivateUploads } from '../../providers/storage/private-uploads.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { markLoginSucceeded, releaseLoginAttempt, reserveLoginAttempt } from '../auth/login-attempts.repository.ts';
import { consumeOtp, issueOtp, type OtpDeps } from '../auth/otp.service.ts';
import { verifyPassword } from '../auth/password.ts';
import { hmacSha256 } from '../auth/secrets.ts';
import { lockWallet } from '../wallet/wallet.repository.ts';
import { customerOf } from './customer-rows.ts';
import { eraseCustomer, freePlaceholderPhone, type Pseudonym } from './erase.repository.ts';

const s = schema;

export interface CloseDeps extends OtpDeps, Pick<ServiceDeps, 'storage'> {
  /** HMAC key of the pseudonyms, derived from DOCUMENT_KEY. */
  pseudonymKey: Buffer;
}

/** A code sent for closing this account spends only here: it never signs anybody in. */
const closeBinding = (userId: number) => `close-account:${userId}`;

/** POST account/close-otp: texts a code for closing the account, within the OTP limits. */
export async function sendCloseOtp(deps: OtpDeps, user: AuthUser): Promise<void> {
  await issueOtp(deps, user.phoneNumber, 'login', { bind: closeBinding(user.id) });
}

/** Orders the shop is still making or delivering: it must be able to reach the customer (decision 055). */
const OPEN_ORDER = ['pending_advance', 'in_production', 'balance_paid', 'dispatched'] as const;
const CLOSED_AFTER_SALE = ['completed', 'rejected'] as const;

/**
 * DELETE account (ARCHITECTURE §12): checks the password or the code first, with login's lockout
 * and limits (ARCHITECTURE §8); refuses (409) while an order or after-sale request is open or the
 * shop still owes store credit; then erases the customer in one transaction and deletes their
 * private files after it commits.
 */
export async function closeAccount(deps: CloseDeps, user: AuthUser, body: CloseAccountRequest, ip: string): Promise<void> {
  const db = deps.database.db;
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
    if (keys.length) await tx.insert(s.uploadIntents).values(keys.map((storageKey) => ({ storageKey, createdAt: sql`now() - interval '2 hours'` }))).onConflictDoNothing();
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
  const [row] = await db.select({ hash: s.users.passwordHash }).from(s.users).where(eq(s.users.id, user.id));
  if (!row?.hash) {
    await releaseLoginAttempt(db, reservation);
    throw new HttpError(422, PRIVACY_MESSAGES.noPassword, { password: [PRIVACY_MESSAGES.noPassword] });
  }
  // A wrong password leaves the reservation standing as a failure, as at login.
  if (!(await verifyPassword(row.hash, body.password ?? ''))) {
    throw new HttpError(422, PRIVACY_MESSAGES.wrongPassword, { password: [PRIVACY_MESSAGES.wrongPassword] });
  }
  await markLoginSucceeded(db, reservation, user.id);
}

/** 409 while the shop is still making something for them, or still owes them money. */
async function refuseWhileOwed(tx: Db, userId: number): Promise<void> {
  const open = await tx
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), inArray(s.orders.status, [...OPEN_ORDER])))
    .orderBy(s.orders.id);
  if (open.length) throw new HttpError(409, PRIVACY_MESSAGES.orderInProgress(open.map((o) => o.id)));
  const requests = await tx
    .select({ id: s.afterSaleRequests.id })
    .from(s.afterSaleRequests)
    .where(and(eq(s.afterSaleRequests.userId, userId), notInArray(s.afterSaleRequests.status, [...CLOSED_AFTER_SALE])))
    .orderBy(s.afterSaleRequests.id);
  if (requests.length) throw new HttpError(409, PRIVACY_MESSAGES.afterSaleOpen(requests.map((r) => r.id)));
  const [credit] = await tx
    .select({ paise: sql<string>`coalesce(sum(${s.walletEntries.amountPaise}), 0)` })
    .from(s.walletEntries)
    .where(eq(s.walletEntries.userId, userId));
  const balance = Number(credit?.paise ?? 0);
  if (balance > 0) throw new HttpError(409, PRIVACY_MESSAGES.creditLeft(formatPaise(balance)));
  const [payout] = await tx
    .select({ id: s.walletPayouts.id })
    .from(s.walletPayouts)
    .where(and(eq(s.walletPayouts.userId, userId), eq(s.walletPayouts.status, 'requested')));
  if (payout) throw new HttpError(409, PRIVACY_MESSAGES.payoutPending);
}
