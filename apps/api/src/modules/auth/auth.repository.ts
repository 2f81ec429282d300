import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { isUniqueViolation, schema, type Db, type User } from '@kanak/db';

const { users } = schema;

/**
 * The accounts holding an e-mail address: the one that verified it (or the admin's), alone, if
 * any; otherwise the signups that typed it (an unverified address blocks nobody: ARCHITECTURE
 * §8), those with a proven phone first. At most a few, since login tries each one's password: a
 * flood of unfinished signups cannot make one login cost many hashes, nor push out the accounts
 * whose phones were proven.
 */
export async function findUsersByEmail(db: Db, email: string): Promise<User[]> {
  const settled = or(isNotNull(users.emailVerifiedAt), eq(users.role, 'admin'));
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, email))
    .orderBy(sql`${settled} desc`, sql`${users.phoneVerifiedAt} is null`, asc(users.id))
    .limit(EMAIL_HOLDERS_TRIED);
  const owner = rows.find(holdsEmail);
  return owner ? [owner] : rows;
}
const EMAIL_HOLDERS_TRIED = 5;

/** Whose claim on an address is settled: a verified address, or an admin's from the environment. */
export const holdsEmail = (user: User): boolean => user.emailVerifiedAt !== null || user.role === 'admin';

export const findUserById = async (db: Db, id: number): Promise<User | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

export const findUserByPhone = async (db: Db, phoneNumber: string): Promise<User | undefined> =>
  (await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)))[0];

/**
 * A signup that never proved its phone with an OTP. Admins created from the environment have no
 * verified phone but are never pending, so no signup can overwrite them; nor is a closed account,
 * whose erasure took its proofs and its password (a signup typing its placeholder number must not
 * take over its row, and with it the orders and documents kept under the pseudonym).
 */
export const isPending = (user: User): boolean =>
  user.role === 'customer' && user.phoneVerifiedAt === null && user.passwordHash !== null;

export interface SignupValues {
  name: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
}

/** Inserts a customer; the role is never taken from a request. */
export async function insertUser(db: Db, values: SignupValues): Promise<User> {
  const [row] = await db.insert(users).values({ ...values, role: 'customer' }).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Replaces the details of a still-pending signup; undefined if it was verified meanwhile. */
export async function updatePendingUser(db: Db, id: number, values: SignupValues): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, emailVerifiedAt: null })
    .where(and(eq(users.id, id), isNull(users.phoneVerifiedAt), eq(users.role, 'customer')))
    .returning();
  return row;
}


export async function markPhoneVerified(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` })
    .where(eq(users.id, id));
}

/**
 * Marks the address verified if the account still has that address; false otherwise, and false
 * when another account proved the same address first (the verified-address index decides).
 */
export async function markEmailVerified(db: Db, id: number, email: string): Promise<boolean> {
  try {
    const rows = await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, id), eq(users.email, email)))
      .returning({ id: users.id });
    return rows.length === 1;
  } catch (error) {
    if (isUniqueViolation(error, 'users_verified_email_unique')) return false;
    throw error;
  }
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The account that holds this address for good: an admin's, or one whose owner verified it. */
export async function holderOf(db: Db, email: string): Promise<Pick<User, 'id' | 'role'> | undefined> {
  const [holder] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.email, email), or(eq(users.role, 'admin'), isNotNull(users.emailVerifiedAt))));
  return holder;
}

/** Inserts an admin from the environment; false when its placeholder phone (or e-mail) is taken. */
export async function insertAdminIfFree(
  db: Db,
  admin: { email: string; phoneNumber: string; passwordHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ name: 'Administrator', ...admin, role: 'admin', emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** Sets an admin's mobile number (ADMIN_PHONE); false when a customer already has that number. */
export async function setAdminPhone(db: Db, id: number, phoneNumber: string): Promise<boolean> {
  try {
    await db.update(users).set({ phoneNumber }).where(and(eq(users.id, id), eq(users.role, 'admin')));
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_number_unique')) return false;
    throw error;
  }
}
