import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
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
  if (!row) throw new Error('insert into otp_codes returned no row');
  return row.id;
}

export async function deleteOtp(db: Db, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The phone's newest code: only it may be spent. */
export async function latestOtp(db: Db, phone: string): Promise<OtpCode | undefined> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone)).orderBy(desc(otpCodes.id)).limit(1);
  return row;
}

export async function countWrongGuess(db: Db, id: number): Promise<void> {
  await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)));
}

/** Conditional update: of two requests racing with the right code, only one gets the row. */
export async function spendOtp(db: Db, id: number): Promise<boolean> {
  const live = and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), gt(otpCodes.expiresAt, sql`now()`));
  const spent = await db.update(otpCodes).set({ consumedAt: sql`now()` }).where(live).returning({ id: otpCodes.id });
  return spent.length === 1;
}
