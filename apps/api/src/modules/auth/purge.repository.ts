import { schema, type Db } from '@kanak/db';
import { lt, sql } from 'drizzle-orm';

/** Every hour on each node; the deletes are idempotent, so nodes may overlap. */
export const AUTH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes sessions past their expiry and OTP rows older than an hour. An hour is past every
 * code's 10 minutes and the window of the five-sends-an-hour limit, which counts these rows
 * (ARCHITECTURE §5), so nothing a check reads is removed.
 */
export async function purgeExpiredAuth(db: Db): Promise<{ sessions: number; otpCodes: number }> {
  const sessions = await db
    .delete(schema.sessions)
    .where(lt(schema.sessions.expiresAt, sql`now()`))
    .returning({ id: schema.sessions.id });
  const otpCodes = await db
    .delete(schema.otpCodes)
    .where(lt(schema.otpCodes.createdAt, sql`now() - interval '1 hour'`))
    .returning({ id: schema.otpCodes.id });
  return { sessions: sessions.length, otpCodes: otpCodes.length };
}
