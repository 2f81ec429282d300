import { eq } from 'drizzle-orm';
import { schema, type Order as OrderRow } from '@kanak/db';
import { formatPaise } from '@kanak/domain';
import type { FastifyInstance } from 'fastify';

export type OrderEvent = 'advance' | 'balance' | 'cancelled';

function texts(order: OrderRow, event: OrderEvent, refundPaise: number): { subject: string; body: string } {
  const ref = `order #${order.id}`;
  switch (event) {
    case 'advance':
      return {
        subject: `Kanak ${ref}: advance received`,
        body: `Kanak: we have received your advance of ${formatPaise(order.firstPaymentPaise)} for ${ref}. Your piece is now being made; the balance of ${formatPaise(order.balancePaise)} is due before dispatch.`,
      };
    case 'balance':
      return {
        subject: `Kanak ${ref}: payment complete`,
        body: `Kanak: we have received the balance of ${formatPaise(order.secondPaymentPaise ?? order.balancePaise)} for ${ref}. Your order will be dispatched today.`,
      };
    case 'cancelled':
      return {
        subject: `Kanak ${ref}: cancelled`,
        body:
          `Kanak: ${ref} has been cancelled.` +
          (refundPaise > 0 ? ` We will refund ${formatPaise(refundPaise)} to the account you paid from.` : ''),
      };
  }
}

/**
 * SMS and e-mail to the customer when money arrives or an order is cancelled. A failed message is
 * logged, never undoes the order change it reports.
 */
export async function notifyCustomer(app: FastifyInstance, order: OrderRow, event: OrderEvent, refundPaise = 0): Promise<void> {
  try {
    const [user] = await app.database.db
      .select({ phone: schema.users.phoneNumber, email: schema.users.email })
      .from(schema.users)
      .where(eq(schema.users.id, order.userId));
    if (!user) return;
    const { subject, body } = texts(order, event, refundPaise);
    await Promise.allSettled([
      app.messenger.send({ channel: 'sms', to: user.phone, body }),
      app.messenger.send({ channel: 'email', to: user.email, subject, body }),
    ]);
  } catch (err) {
    app.log.error({ err, orderId: order.id, event }, 'order notification failed');
  }
}
