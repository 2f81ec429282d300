import { randomBytes } from 'node:crypto';
import { SESSION_DAYS } from '@kanak/domain';
import { preparedFor, schema, type Db } from '@kanak/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import { sha256Hex } from './secrets.ts';
import type { AuthUser } from '../../plugins/session-cookie.ts';

const { sessions, users } = schema;

/** last_seen_at is refreshed at most this often, so reads do not turn into a write each. */
const TOUCH_AFTER_MS = 5 * 60_000;

/** Only the hash is stored: a leaked sessions table does not let anyone sign in. */
const hashOf = (token: string) => sha256Hex(token);

/** Opens a 30-day session and returns its token (32 random bytes, base64url); only the hash is kept. */
export async function createSession(db: Db, userId: number, meta: { userAgent?: string; ip: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashOf(token),
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
  });
  return token;
}

/** Every authenticated request asks this, so it is prepared once (decision 032). */
const liveSession = preparedFor(
  (db, name) =>
    db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        id: users.id,
        name: users.name,
        email: users.email,
        phoneNumber: users.phoneNumber,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
      .prepare(name),
  'kanak_live_session',
);

/** The live session of a token and its user, or undefined when unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<{ sessionId: number; user: AuthUser } | undefined> {
  const [row] = await liveSession(db).execute({ tokenHash: hashOf(token) });
  if (!row) return undefined;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }
  const { sessionId, id, name, email, phoneNumber, role, emailVerifiedAt } = row;
  return { sessionId, user: { id, name, email, phoneNumber, role, emailVerified: emailVerifiedAt !== null } };
}

/** Revokes the session of a token (logout). */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashOf(token)));
}

/** Revokes every session of an account. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
