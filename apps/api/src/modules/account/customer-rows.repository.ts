import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';

const { auditLog, contactMessages, messageOutbox, orders, serviceRequests, users } = schema;

/** The signed-in customer as their rows name them. */
export interface Customer {
  id: number;
  phone: string;
  email: string;
  /** Only an address they proved is theirs alone: a stranger may have typed an unproven one. */
  emailProven: boolean;
}

export async function customerOf(db: Db, userId: number): Promise<Customer> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return { id: user.id, phone: user.phoneNumber, email: user.email, emailProven: user.emailVerifiedAt !== null };
}

/*
 * Which rows are the customer's, for the export and for erasure alike. Rows that name a phone or
 * an e-mail without a user id (requests sent signed out, the contact form, messages) are theirs
 * by the phone they proved by OTP, or by the e-mail once proven.
 */

export const requestsOf = (c: Customer): SQL | undefined =>
  or(eq(serviceRequests.userId, c.id), eq(serviceRequests.contactNo, c.phone), c.emailProven ? eq(serviceRequests.email, c.email) : undefined);

export const contactMessagesOf = (c: Customer): SQL | undefined =>
  or(eq(contactMessages.phone, c.phone), c.emailProven ? eq(contactMessages.email, c.email) : undefined);

/** Messages sent to their phone, and to their address (to an unproven one only what this account sent there). */
export const messagesOf = (c: Customer): SQL | undefined => inArray(messageOutbox.to, [c.phone, c.email]);

/** Their sign-ins (keyed by the e-mail typed) and what they did signed in. */
export const activityOf = (c: Customer): SQL | undefined =>
  or(eq(auditLog.actorUserId, c.id), and(eq(auditLog.entity, 'login'), eq(auditLog.entityId, c.email)));

export const ordersOf = (c: Customer): SQL => eq(orders.userId, c.id);
