import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@kanak/db';
import {
  adminCustomerDetailSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  errorBodySchema,
  idParamsSchema,
} from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { listAdminOrders } from './orders.service.ts';

const { users, orders, addresses } = schema;
const tags = ['admin'];
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

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
interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  createdAt: Date;
  orders_count: number | string;
}
const view = (r: CustomerRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone_number: r.phone_number,
  email_verified: r.emailVerifiedAt !== null,
  phone_verified: r.phoneVerifiedAt !== null,
  orders_count: Number(r.orders_count),
  created_at: r.createdAt.toISOString(),
});

/** Customers: list and detail with their orders and address book. */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/customers', { schema: { tags, querystring: adminCustomersQuerySchema, response: { 200: adminCustomersResponseSchema } } }, async (request) => {
    const { q, page, per_page } = request.query;
    const where: SQL[] = [eq(users.role, 'customer')];
    if (q) {
      const like = `%${likeEscape(q)}%`;
      where.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.phoneNumber, like))!);
    }
    const rows = await db
      .select({ ...customerCols, total: sql<number>`count(*) over ()` })
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(per_page)
      .offset((page - 1) * per_page);
    return { data: rows.map(view), meta: { total: Number(rows[0]?.total ?? 0), page, per_page } };
  });

  app.get(
    '/customers/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: adminCustomerDetailSchema, 404: errorBodySchema } } },
    async (request) => {
      const id = request.params.id;
      const [row] = await db.select(customerCols).from(users).where(and(eq(users.id, id), eq(users.role, 'customer')));
      if (!row) throw notFound('Customer not found');
      const [orderList, addressRows] = await Promise.all([
        listAdminOrders(db, { userId: id, page: 1, per_page: 100 }),
        db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.id)),
      ]);
      return {
        data: {
          ...view(row),
          orders: orderList.data.map(({ customer: _customer, ...o }) => o),
          addresses: addressRows.map((a) => ({
            id: a.id,
            recipient_name: a.recipientName,
            landmark: a.landmark,
            mobile: a.mobile,
            pincode: a.pincode,
            state: a.state,
            area: a.area,
            address: a.address,
            deleted: a.deletedAt !== null,
          })),
        },
      };
    },
  );
};
