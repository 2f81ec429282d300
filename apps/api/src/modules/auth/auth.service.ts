import { randomBytes } from 'node:crypto';
import { isUniqueViolation, type User } from '@kanak/db';
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  MESSAGES,
  type LoginRequest,
  type RegisterRequest,
  type VerifyOtpRequest,
} from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import {
  deletePendingUser,
  findUserByEmail,
  findUserByPhone,
  insertUser,
  isPending,
  markEmailVerified,
  markPhoneVerified,
  recentLoginFailures,
  recordLogin,
  updatePendingUser,
  type SignupValues,
} from './auth.repository.ts';
import { createEmailToken, readEmailToken, verificationEmail } from './email-verification.ts';
import { assertOtpAllowed, consumeOtp, issueOtp, type OtpDeps } from './otp.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';

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
/** A signup left unverified this long no longer holds its e-mail address against a new signup. */
const PENDING_HOLD_MS = 24 * 60 * 60 * 1000;

const phoneTaken = () => [account.phoneRegistered];
const emailTaken = () => [account.emailRegistered];

/** Creates a customer account, or refreshes a pending one, and texts its OTP (SPEC §4 "Signup"). */
export async function register(ctx: AuthContext, input: RegisterRequest): Promise<number> {
  const db = ctx.database.db;
  const [byPhone, byEmail] = await Promise.all([
    findUserByPhone(db, input.phone_number),
    findUserByEmail(db, input.email),
  ]);
  // A pending signup proved nothing, so whoever can receive the OTP may take its place.
  const pending = byPhone && isPending(byPhone) ? byPhone : undefined;
  const errors: Record<string, string[]> = {};
  if (byPhone && !pending) errors.phone_number = phoneTaken();
  let staleHolder: User | undefined;
  if (byEmail && byEmail.id !== pending?.id) {
    // Without this, anyone could squat a stranger's address with a signup they never finish.
    const stale = isPending(byEmail) && Date.now() - byEmail.updatedAt.getTime() > PENDING_HOLD_MS;
    if (stale) staleHolder = byEmail;
    else errors.email = emailTaken();
  }
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
    user = await db.transaction(async (tx) => {
      if (staleHolder) await deletePendingUser(tx, staleHolder.id);
      return pending ? updatePendingUser(tx, pending.id, values) : insertUser(tx, values);
    });
  } catch (error) {
    // Two signups racing for the same phone or address: the database's unique index decides.
    if (isUniqueViolation(error, 'users_phone_number_unique')) {
      throw new HttpError(422, account.phoneRegistered, { phone_number: phoneTaken() });
    }
    if (isUniqueViolation(error)) throw new HttpError(422, account.emailRegistered, { email: emailTaken() });
    throw error;
  }
  if (!user) throw new HttpError(422, account.phoneRegistered, { phone_number: phoneTaken() });

  await issueOtp(ctx, user.phoneNumber, 'register');
  try {
    await sendVerificationEmail(ctx, user);
  } catch (error) {
    // The account is made and the OTP is out; the e-mail can be resent from the account.
    ctx.log.warn({ err: error, userId: user.id }, 'sending the verification e-mail failed');
  }
  return user.id;
}

/** Texts a login OTP to the phone of an existing account (SPEC §4 "Phone login"). */
export async function sendLoginOtp(ctx: AuthContext, phone: string): Promise<number> {
  const user = await findUserByPhone(ctx.database.db, phone);
  if (!user) {
    throw new HttpError(422, account.noAccountForPhone, { phone_number: [account.noAccountForPhone] });
  }
  await issueOtp(ctx, phone, 'login');
  return user.id;
}

/** Spends an OTP, marks the phone verified and opens a session; 422 for any bad code. */
export async function loginWithOtp(
  ctx: AuthContext,
  input: VerifyOtpRequest,
  meta: ClientMeta,
): Promise<{ user: User; token: string }> {
  const db = ctx.database.db;
  const user = await findUserByPhone(db, input.phone_number);
  if (!user || !(await consumeOtp(ctx, input.phone_number, input.otp))) {
    throw new HttpError(422, MESSAGES.phoneLogin.otpInvalid);
  }
  await markPhoneVerified(db, user.id);
  return { user, token: await createSession(db, user.id, meta) };
}

let dummyHash: Promise<string> | undefined;
/** A real argon2 hash to verify against when the e-mail is unknown, so both cost the same time. */
const timingDecoy = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64')));

/**
 * E-mail and password sign-in. Unknown address and wrong password get one answer (no account
 * enumeration); five failures in 15 minutes lock the address (online password guessing). The
 * lock can be triggered by anyone, but phone OTP login stays open to the owner.
 */
export async function loginWithPassword(
  ctx: AuthContext,
  input: LoginRequest,
  meta: ClientMeta,
): Promise<{ user: User; token: string }> {
  const db = ctx.database.db;
  if ((await recentLoginFailures(db, input.email, LOGIN_LOCK_MINUTES)) >= LOGIN_MAX_FAILURES) {
    throw new HttpError(429, account.lockedOut);
  }
  const user = await findUserByEmail(db, input.email);
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await timingDecoy(), input.password);
  if (!user || !ok) {
    await recordLogin(db, { email: input.email, userId: user?.id ?? null, ip: meta.ip, ok: false });
    throw new HttpError(401, account.badCredentials);
  }
  // The password is right, so saying why is no leak; an unproven phone must finish by OTP.
  if (isPending(user)) throw new HttpError(403, account.phoneUnverified);
  await recordLogin(db, { email: input.email, userId: user.id, ip: meta.ip, ok: true });
  return { user, token: await createSession(db, user.id, meta) };
}

/** Mails a fresh 24-hour verification link to the account's current address. */
export async function sendVerificationEmail(
  ctx: AuthContext,
  user: { id: number; name: string; email: string },
): Promise<void> {
  const token = createEmailToken(ctx.emailKey, user.id, user.email);
  const link = `${ctx.publicUrl}/api/email/verify?token=${encodeURIComponent(token)}`;
  const { subject, body } = verificationEmail(user.name, link);
  await ctx.messenger.send({ channel: 'email', to: user.email, subject, body });
}

/** Marks the address a link names as verified; false for a forged, expired or outdated link. */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<boolean> {
  const claims = readEmailToken(ctx.emailKey, token);
  return claims ? markEmailVerified(ctx.database.db, claims.userId, claims.email) : false;
}
