import { and, count, desc, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { schema, type Db, type OtpCode } from '@kanak/db';
import { OTP_MAX_ATTEMPTS, OTP_VALID_MINUTES } from '@kanak/domain';

const { otpCodes } = schema;

/** Codes sent to the phone in the last hour, and seconds since the newest (database time). */
export async function recentSends(db: Db, phone: string): Promise<{ sent: number; waitedSeconds: number }> {
  const [row] = await db
    .select({
      sent: count(),
      waited: sql<number>`extract(epoch from now() - ${max(otpCodes.createdAt)})::float8`,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneNumber, phone), gt(otpCodes.createdAt, sql`now() - interval '1 hour'`)));
  // Stryker disable next-line OptionalChaining: count(*) always answers one row
  return { sent: row?.sent ?? 0, waitedSeconds: Number(row?.waited) };
}

/** Serialises sends per phone across nodes until the transaction ends. */
export async function lockPhoneForOtp(db: Db, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

/** Stores a code's hash, valid OTP_VALID_MINUTES from now. */
export async function insertOtp(db: Db, values: { phoneNumber: string; purpose: OtpCode['purpose']; codeHash: string }): Promise<number> {
  const [row] = await db
    .insert(otpCodes)
    .values({ ...values, expiresAt: sql`now() + make_interval(mins => ${OTP_VALID_MINUTES})` })
    .returning({ id: otpCodes.id });
  // Stryker disable next-line ConditionalExpression,StringLiteral: an insert … returning of one row always returns it
  if (!row) throw new Error('insert into otp_codes returned no row');
  return row.id;
}

export async function deleteOtp(db: Db, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * Counts one guess at the phone's newest code, if it is live and of one of `purposes`, before the
 * code is compared: one statement, so guesses sent at once cannot outnumber OTP_MAX_ATTEMPTS.
 * Returns the code guessed at, or undefined when there is none to guess.
 */
export async function reserveGuess(db: Db, phone: string, purposes: OtpCode['purpose'][]): Promise<OtpCode | undefined> {
  const newest = db.select({ id: otpCodes.id }).from(otpCodes).where(eq(otpCodes.phoneNumber, phone)).orderBy(desc(otpCodes.id)).limit(1);
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        sql`${otpCodes.id} = (${newest})`,
        inArray(otpCodes.purpose, purposes),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Conditional update: of two requests racing with the right code, only one gets the row. */
export async function spendOtp(db: Db, id: number): Promise<boolean> {
  const live = and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`));
  const spent = await db.update(otpCodes).set({ consumedAt: sql`now()` }).where(live).returning({ id: otpCodes.id });
  return spent.length === 1;
}
