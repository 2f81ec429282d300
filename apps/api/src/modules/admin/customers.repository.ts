import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import { containsPattern } from './sql-helpers.ts';

const { users, orders, addresses } = schema;

/**
 * Explicit picks: a customer's password hash, sessions and OTP codes never leave the server
 * (OWASP ASVS V8: no sensitive data in responses).
 */
const customerCols = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone_number: users.phoneNumber,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  createdAt: users.createdAt,
  orders_count: sql<number>`(select count(*) from ${orders} o where o.user_id = "users"."id")`,
};

/** Customers newest first, by name, e-mail or phone; `total` counts every match. */
export async function listCustomers(db: Db, query: { q?: string | undefined; page: number; per_page: number }) {
  const like = query.q ? containsPattern(query.q) : undefined;
  const search = like === undefined ? undefined : or(ilike(users.name, like), ilike(users.email, like), ilike(users.phoneNumber, like));
  const rows = await db
    .select({ ...customerCols, total: sql<number>`count(*) over ()` })
    .from(users)
    .where(and(eq(users.role, 'customer'), search))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select(customerCols).from(users).where(and(eq(users.id, id), eq(users.role, 'customer')));
  return row;
}

/** The customer's address book, deleted addresses too (orders may name them). */
export async function addressesOf(db: Db, userId: number) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}
