import { randomBytes } from 'node:crypto';
import { isUniqueViolation, type Db, type User } from '@kanak/db';
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  MESSAGES,
  type LoginRequest,
  type PasswordForgotRequest,
  type PasswordResetRequest,
  type RegisterRequest,
  type VerifyOtpRequest,
} from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import {
  findUserByPhone,
  findUsersByEmail,
  holdsEmail,
  insertUser,
  isPending,
  markEmailVerified,
  markPhoneVerified,
  setPasswordHash,
  updatePendingUser,
  type SignupValues,
} from './auth.repository.ts';
import { markLoginSucceeded, releaseLoginAttempt, reserveLoginAttempt } from './login-attempts.repository.ts';
import { createEmailToken, readEmailToken, verificationEmail } from './email-verification.ts';
import { assertOtpAllowed, consumeOtp, issueOtp, type OtpDeps } from './otp.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, deleteSession, deleteUserSessions } from './sessions.repository.ts';

export interface AuthContext extends OtpDeps {
  /** HMAC key of e-mail verification links. */
  emailKey: Buffer;
  /** Where links in e-mails point: PUBLIC_URL, never the request's Host header (link poisoning). */
  publicUrl: string;
}

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

const { account } = MESSAGES;

const phoneTaken = () => [account.phoneRegistered];
const emailTaken = () => [account.emailRegistered];

/**
 * Creates a customer account, or refreshes a pending one, and texts its OTP (SPEC §4 "Signup").
 * An e-mail address blocks a signup only once its holder has verified it: a stranger who typed
 * somebody else's address can never lock the real owner out (ARCHITECTURE §8).
 */
export async function register(deps: AuthContext, input: RegisterRequest): Promise<number> {
  const db = deps.database.db;
  const [byPhone, byEmail] = await Promise.all([
    findUserByPhone(db, input.phone_number),
    findUsersByEmail(db, input.email),
  ]);
  // A pending signup proved nothing, so whoever can receive the OTP may take its place.
  const pending = byPhone && isPending(byPhone) ? byPhone : undefined;
  const errors: Record<string, string[]> = {};
  if (byPhone && !pending) errors.phone_number = phoneTaken();
  if (byEmail.some((holder) => holdsEmail(holder) && holder.id !== pending?.id)) errors.email = emailTaken();
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);

  await assertOtpAllowed(db, input.phone_number);
  const values: SignupValues = {
    name: input.name,
    email: input.email,
    phoneNumber: input.phone_number,
    passwordHash: await hashPassword(input.password),
  };
  let user: User | undefined;
  try {
    user = pending ? await updatePendingUser(db, pending.id, values) : await insertUser(db, values);
  } catch (error) {
    // Two signups racing for the same phone: the database's unique index decides.
    if (isUniqueViolation(error, 'users_phone_number_unique')) {
      throw new HttpError(422, account.phoneRegistered, { phone_number: phoneTaken() });
    }
    throw error;
  }
  if (!user) throw new HttpError(422, account.phoneRegistered, { phone_number: phoneTaken() });

  await issueOtp(deps, user.phoneNumber, 'register');
  try {
    await sendVerificationEmail(deps, user);
  } catch (error) {
    // The account is made and the OTP is out; the e-mail can be resent from the account.
    deps.log.warn({ err: error, userId: user.id }, 'sending the verification e-mail failed');
  }
  return user.id;
}

/** Texts a login OTP to the phone of an existing account (SPEC §4 "Phone login"). */
export async function sendLoginOtp(deps: AuthContext, phone: string): Promise<number> {
  const user = await findUserByPhone(deps.database.db, phone);
  // An admin signs in by password, or password and the owner's code (decision 046): a stranger
  // must not be able to use up the owner's codes from here.
  if (user?.role !== 'customer') {
    throw new HttpError(422, account.noAccountForPhone, { phone_number: [account.noAccountForPhone] });
  }
  await issueOtp(deps, phone, 'login');
  return user.id;
}

/** Spends an OTP, marks the phone verified and opens a session; 422 for any bad code. */
export async function loginWithOtp(
  deps: AuthContext,
  input: VerifyOtpRequest,
  meta: ClientMeta,
): Promise<{ user: User; token: string }> {
  const db = deps.database.db;
  const user = await findUserByPhone(db, input.phone_number);
  if (user?.role !== 'customer' || !(await consumeOtp(deps, input.phone_number, input.otp))) {
    throw new HttpError(422, MESSAGES.phoneLogin.otpInvalid);
  }
  await markPhoneVerified(db, user.id);
  return { user, token: await createSession(db, user.id, meta) };
}

let dummyHash: Promise<string> | undefined;
/** A real argon2 hash to verify against when the e-mail is unknown, so both cost the same time. */
const timingDecoy = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64')));

/**
 * Checks an e-mail and password wherever they arrive (login, or a form that carries them, as
 * the product-test form does: ARCHITECTURE §8). Unknown address and wrong password get one
 * answer in the same time (no account enumeration); five failures in 15 minutes lock the
 * address (online password guessing). Each check is reserved before argon2 runs, so guesses
 * fired at once get no more checks than guesses in a row. The caller settles the reservation:
 * a success once it admits the account, released when the password was right but it does not.
 */
async function checkPassword(db: Db, input: LoginRequest, meta: ClientMeta): Promise<{ user: User; reservation: number }> {
  const reservation = await reserveLoginAttempt(db, { email: input.email, ip: meta.ip }, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES);
  if (reservation === undefined) throw new HttpError(429, account.lockedOut);
  // A wrong password leaves the reservation standing as the failure it is.
  const user = await findPasswordHolder(db, input.email, input.password);
  if (!user) throw new HttpError(401, account.badCredentials);
  return { user, reservation };
}

/**
 * The account this address and password open. An address somebody verified belongs to that
 * account alone; an unverified one may be claimed by several signups (only one of them is its
 * owner), so each is tried. Every path costs at least one argon2 verification.
 */
export async function findPasswordHolder(db: Db, email: string, password: string): Promise<User | undefined> {
  let tried = false;
  for (const user of await findUsersByEmail(db, email)) {
    if (!user.passwordHash) continue;
    tried = true;
    if (await verifyPassword(user.passwordHash, password)) return user;
  }
  if (!tried) await verifyPassword(await timingDecoy(), password);
  return undefined;
}

/**
 * An admin's e-mail and password carried in a form (the product-test form, SPEC §5): checked
 * as login checks them, 403 for an account that is not an admin. Returns the admin's id.
 */
export async function admitAdmin(db: Db, input: LoginRequest, meta: ClientMeta): Promise<number> {
  const { user, reservation } = await checkPassword(db, input, meta);
  if (user.role !== 'admin') {
    await releaseLoginAttempt(db, reservation);
    throw new HttpError(403, account.forbidden);
  }
  await markLoginSucceeded(db, reservation, user.id);
  return user.id;
}

/** E-mail and password sign-in (SPEC §4 "Login"). */
export async function loginWithPassword(
  deps: AuthContext,
  input: LoginRequest,
  meta: ClientMeta,
): Promise<{ user: User; token: string }> {
  const db = deps.database.db;
  const { user, reservation } = await checkPassword(db, input, meta);
  // The password is right, so saying why is no leak; an unproven phone must finish by OTP.
  if (isPending(user)) {
    await releaseLoginAttempt(db, reservation);
    throw new HttpError(403, account.phoneUnverified);
  }
  await markLoginSucceeded(db, reservation, user.id);
  return { user, token: await createSession(db, user.id, meta) };
}

/** Mails a fresh 24-hour verification link to the account's current address. */
export async function sendVerificationEmail(
  deps: AuthContext,
  user: { id: number; name: string; email: string },
): Promise<void> {
  const token = createEmailToken(deps.emailKey, user.id, user.email);
  const link = `${deps.publicUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
  const { subject, body } = verificationEmail(user.name, link);
  await deps.messenger.send({ channel: 'email', to: user.email, subject, body });
}

/**
 * Verifies the signed-in account's address with a link mailed to it (POST email/verify). The link
 * proves the inbox and the session proves the account, so the address goes to whoever opened the
 * link, whichever signup's link it was: a squatter's link opened by the owner verifies the owner.
 * From then on the address is that account's alone (findUsersByEmail), the others lose it.
 */
export async function verifyEmail(deps: AuthContext, token: string, user: { id: number; email: string }): Promise<void> {
  const claims = readEmailToken(deps.emailKey, token);
  if (!claims) throw new HttpError(422, account.emailLinkInvalid);
  if (claims.email !== user.email) throw new HttpError(422, account.emailLinkOtherAddress);
  if (!(await markEmailVerified(deps.database.db, user.id, user.email))) throw new HttpError(422, account.emailTakenByOther);
}

/**
 * The accounts a forgotten-password request names: by phone, that account; by e-mail, only the
 * account that verified the address. An unverified address reaches nobody: a signup that typed
 * somebody else's address must never have that address's codes sent to its own phone.
 */
async function accountsNamed(db: Db, who: { phone_number?: string; email?: string }): Promise<User[]> {
  if (who.phone_number) {
    const user = await findUserByPhone(db, who.phone_number);
    // Stryker disable next-line ArrayDeclaration: a stray string in the list is not a customer and is skipped like no account
    return user ? [user] : [];
  }
  return who.email ? (await findUsersByEmail(db, who.email)).filter((user) => user.emailVerifiedAt !== null) : [];
}

/**
 * POST password/forgot: texts a reset OTP to the phone of each account named, within the OTP
 * limits. The answer is the same whether or not an account exists (ARCHITECTURE §8), so limits
 * reached and unknown accounts are silent; only the per-address rate limit answers 429. The
 * route runs this after answering, so neither the answer nor its timing tells the two apart.
 */
export async function forgotPassword(deps: AuthContext, who: PasswordForgotRequest): Promise<void> {
  for (const user of await accountsNamed(deps.database.db, who)) {
    // Admins from the environment have no phone to receive a code.
    if (user.role !== 'customer') continue;
    try {
      await issueOtp(deps, user.phoneNumber, 'password_reset');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      deps.log.info({ userId: user.id, status: error.statusCode }, 'password reset OTP not sent');
    }
  }
}

/**
 * POST password/reset: spends the reset OTP sent to the account's phone, sets the new password
 * and ends every session. A code proves the phone, so a pending signup is verified by it too.
 */
export async function resetPassword(deps: AuthContext, input: PasswordResetRequest): Promise<void> {
  const db = deps.database.db;
  for (const user of await accountsNamed(db, input)) {
    if (user.role !== 'customer') continue;
    if (!(await consumeOtp(deps, user.phoneNumber, input.otp, 'password_reset'))) continue;
    const passwordHash = await hashPassword(input.password);
    // The new password ends every session of the account (ARCHITECTURE §8 password reset).
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      await deleteUserSessions(tx, user.id);
    });
    await markPhoneVerified(db, user.id);
    return;
  }
  throw new HttpError(422, MESSAGES.phoneLogin.otpInvalid, { otp: [MESSAGES.phoneLogin.otpInvalid] });
}

/** Revokes the session of a token (logout). */
export async function logout(deps: Pick<ServiceDeps, 'database'>, token: string): Promise<void> {
  await deleteSession(deps.database.db, token);
}
