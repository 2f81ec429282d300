import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';

const { auditLog } = schema;

/*
 * Password checks are recorded in audit_log, keyed by the e-mail typed (entity 'login'), so the
 * lockout works across API nodes and behaves the same for unknown addresses: an attacker cannot
 * tell from the lockout whether an account exists.
 *
 * A check is reserved before the slow argon2 verification, as a failure, under a per-address
 * lock: thirty guesses at once cannot all read "four failures so far" and all be checked. A
 * right password turns its reservation into a success, which starts the count afresh.
 */
export const LOGIN_FAILED = 'login_failed';
export const LOGIN_SUCCEEDED = 'login_succeeded';

/** Failed logins for this e-mail within the last `minutes`, not counting those before a success. */
export async function recentLoginFailures(db: Db, email: string, minutes: number): Promise<number> {
  const forEmail = and(eq(auditLog.entity, 'login'), eq(auditLog.entityId, email));
  const window = sql`now() - make_interval(mins => ${minutes})`;
  const [success] = await db
    .select({ at: max(auditLog.createdAt) })
    .from(auditLog)
    .where(and(forEmail, eq(auditLog.action, LOGIN_SUCCEEDED), gt(auditLog.createdAt, window)));
  const since = success?.at ?? null;
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        forEmail,
        eq(auditLog.action, LOGIN_FAILED),
        gt(auditLog.createdAt, window),
        since ? gt(auditLog.createdAt, since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Reserves one password check for the address: in one transaction holding the address's advisory
 * lock, counts the failures and, below `limit`, records this attempt as a failure in advance.
 * Returns the reservation's id, or undefined when the address is locked (nothing is recorded).
 */
export async function reserveLoginAttempt(
  db: Db,
  entry: { email: string; ip: string },
  limit: number,
  minutes: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${entry.email}`}))`);
    if ((await recentLoginFailures(tx, entry.email, minutes)) >= limit) return undefined;
    const [row] = await tx
      .insert(auditLog)
      .values({ action: LOGIN_FAILED, entity: 'login', entityId: entry.email, ip: entry.ip, createdAt: sql`clock_timestamp()` })
      .returning({ id: auditLog.id });
    return row?.id;
  });
}

/** A reserved check found the right password and admitted the account: the count starts afresh. */
export async function markLoginSucceeded(db: Db, reservation: number, userId: number): Promise<void> {
  await db
    .update(auditLog)
    .set({ action: LOGIN_SUCCEEDED, actorUserId: userId, createdAt: sql`clock_timestamp()` })
    .where(eq(auditLog.id, reservation));
}

/** A reserved check found the right password but did not admit (pending phone, not an admin): no failure. */
export async function releaseLoginAttempt(db: Db, reservation: number): Promise<void> {
  await db.delete(auditLog).where(eq(auditLog.id, reservation));
}

/** A success reached without a password check (the owner's one-time code): the count starts afresh. */
export async function recordLoginSuccess(db: Db, entry: { email: string; userId: number; ip: string }): Promise<void> {
  await db.insert(auditLog).values({
    action: LOGIN_SUCCEEDED,
    entity: 'login',
    entityId: entry.email,
    actorUserId: entry.userId,
    ip: entry.ip,
    createdAt: sql`clock_timestamp()`,
  });
}
