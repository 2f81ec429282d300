import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import { activityOf, contactMessagesOf, customerOf, messagesOf, ordersOf, requestsOf } from './customer-rows.repository.ts';

const s = schema;
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/** Every stored row of the customer, table by table (customer-tables.ts), oldest first. */
export async function customerRecords(db: Db, userId: number) {
  const c = await customerOf(db, userId);
  const orders = byId(await db.select().from(s.orders).where(ordersOf(c)));
  const orderIds = orders.map((o) => o.id);
  const some = async <T extends { id: number }>(rows: () => Promise<T[]>) => (orderIds.length ? byId(await rows()) : []);
  const planEnrolments = byId(await db.select().from(s.planEnrolments).where(eq(s.planEnrolments.userId, userId)));
  const planIds = planEnrolments.map((e) => e.id);
  // A plan's money is in the one ledger (decision 058 addendum): its payments and refunds rows.
  const ofPlans = async <T extends { id: number }>(rows: () => Promise<T[]>) => (planIds.length ? byId(await rows()) : []);
  return {
    customer: c,
    user: (await db.select().from(s.users).where(eq(s.users.id, userId)))[0],
    orders,
    items: await some(() => db.select().from(s.orderItems).where(inArray(s.orderItems.orderId, orderIds))),
    payments: await some(() => db.select().from(s.payments).where(inArray(s.payments.orderId, orderIds))),
    refunds: await some(() => db.select().from(s.refunds).where(inArray(s.refunds.orderId, orderIds))),
    taxDocuments: await some(() => db.select().from(s.taxDocuments).where(inArray(s.taxDocuments.orderId, orderIds))),
    designs: await some(() => db.select().from(s.orderDesigns).where(inArray(s.orderDesigns.orderId, orderIds))),
    photos: await some(() => db.select().from(s.orderPhotos).where(inArray(s.orderPhotos.orderId, orderIds))),
    afterSale: byId(await db.select().from(s.afterSaleRequests).where(eq(s.afterSaleRequests.userId, userId))),
    documents: byId(await db.select().from(s.documents).where(eq(s.documents.userId, userId))),
    sessions: byId(await db.select().from(s.sessions).where(eq(s.sessions.userId, userId))),
    codes: await db.select().from(s.otpCodes).where(eq(s.otpCodes.phoneNumber, c.phone)).orderBy(asc(s.otpCodes.id)),
    addresses: byId(await db.select().from(s.addresses).where(eq(s.addresses.userId, userId))),
    cart: byId(await db.select().from(s.cartItems).where(eq(s.cartItems.userId, userId))),
    coupon: await db.select().from(s.cartCoupons).where(eq(s.cartCoupons.userId, userId)),
    wishlist: byId(await db.select().from(s.favorites).where(eq(s.favorites.userId, userId))),
    wallet: byId(await db.select().from(s.walletEntries).where(eq(s.walletEntries.userId, userId))),
    payouts: byId(await db.select().from(s.walletPayouts).where(eq(s.walletPayouts.userId, userId))),
    oldGold: byId(await db.select().from(s.goldExchanges).where(eq(s.goldExchanges.userId, userId))),
    oldGoldVouchers: byId(
      (
        await db
          .select({ d: s.taxDocuments })
          .from(s.taxDocuments)
          .innerJoin(s.goldExchanges, eq(s.goldExchanges.id, s.taxDocuments.goldExchangeId))
          .where(eq(s.goldExchanges.userId, userId))
      ).map((r) => r.d),
    ),
    planEnrolments,
    planPayments: await ofPlans(() => db.select().from(s.payments).where(inArray(s.payments.planEnrolmentId, planIds))),
    planRefunds: await ofPlans(() => db.select().from(s.refunds).where(inArray(s.refunds.planEnrolmentId, planIds))),
    planInstalments: byId(
      (
        await db
          .select({ i: s.planInstalments })
          .from(s.planInstalments)
          .innerJoin(s.planEnrolments, eq(s.planEnrolments.id, s.planInstalments.enrolmentId))
          .where(eq(s.planEnrolments.userId, userId))
      ).map((r) => r.i),
    ),
    planVouchers: byId(
      (
        await db
          .select({ d: s.taxDocuments })
          .from(s.taxDocuments)
          .innerJoin(s.planEnrolments, eq(s.planEnrolments.id, s.taxDocuments.planEnrolmentId))
          .where(eq(s.planEnrolments.userId, userId))
      ).map((r) => r.d),
    ),
    requests: byId(await db.select().from(s.serviceRequests).where(requestsOf(c))),
    contactMessages: byId(await db.select().from(s.contactMessages).where(contactMessagesOf(c))),
    messages: byId(await db.select().from(s.messageOutbox).where(messagesOf(c))),
    messageChoices: await db.select().from(s.notificationPreferences).where(eq(s.notificationPreferences.userId, userId)),
    activity: byId(await db.select().from(s.auditLog).where(activityOf(c))),
  };
}
