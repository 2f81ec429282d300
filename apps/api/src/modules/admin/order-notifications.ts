import { eq } from 'drizzle-orm';
import { schema, type Order as OrderRow } from '@kanak/db';
import { formatPaise, PRODUCTION_STAGE_LABELS, WEIGHT_VARIATION_PERCENT } from '@kanak/domain';
import type { FastifyInstance } from 'fastify';

/** What the shop tells the customer after an admin action (issue 7). */
export type AdminOrderEvent =
  | { kind: 'stage' }
  | { kind: 'weight'; previousTotalPaise: number }
  | { kind: 'dispatched' }
  | { kind: 'delivered' }
  | { kind: 'refunded'; amountPaise: number };

function texts(order: OrderRow, event: AdminOrderEvent): { subject: string; body: string } {
  const ref = `order #${order.id}`;
  switch (event.kind) {
    case 'stage': {
      const stage = order.productionStage ? PRODUCTION_STAGE_LABELS[order.productionStage] : 'in production';
      return { subject: `Kanak ${ref}: ${stage}`, body: `Kanak: your ${ref} has reached the "${stage}" stage.` };
    }
    case 'weight':
      return {
        subject: `Kanak ${ref}: finished weight and balance`,
        body:
          `Kanak: your piece for ${ref} is finished and weighed ${(order.finishedWeightMg ?? 0) / 1000} g of metal ` +
          `(within the ${WEIGHT_VARIATION_PERCENT}% allowed). At the rates locked when you ordered, the total is now ` +
          `${formatPaise(order.totalPaise)} (was ${formatPaise(event.previousTotalPaise)}) and the balance due is ${formatPaise(order.balancePaise)}. ` +
          `If you do not wish to continue, you may cancel within 24 hours from My Orders.`,
      };
    case 'dispatched':
      return {
        subject: `Kanak ${ref}: dispatched`,
        body: `Kanak: ${ref} has been dispatched with ${order.courier ?? 'our courier'}, tracking number ${order.trackingNumber ?? '-'}.`,
      };
    case 'delivered':
      return { subject: `Kanak ${ref}: delivered`, body: `Kanak: ${ref} has been delivered. Thank you for shopping with us.` };
    case 'refunded':
      return {
        subject: `Kanak ${ref}: refund`,
        body: `Kanak: we have refunded ${formatPaise(event.amountPaise)} for ${ref} to the account you paid from. It reaches you in 7-10 working days.`,
      };
  }
}

/** SMS and e-mail to the order's customer; a failed message is logged, never undoes the action. */
export async function tellCustomer(app: FastifyInstance, order: OrderRow, event: AdminOrderEvent): Promise<void> {
  try {
    const [user] = await app.database.db
      .select({ phone: schema.users.phoneNumber, email: schema.users.email })
      .from(schema.users)
      .where(eq(schema.users.id, order.userId));
    if (!user) return;
    const { subject, body } = texts(order, event);
    await Promise.allSettled([
      app.messenger.send({ channel: 'sms', to: user.phone, body }),
      app.messenger.send({ channel: 'email', to: user.email, subject, body }),
    ]);
  } catch (err) {
    app.log.error({ err, orderId: order.id, event: event.kind }, 'order notification failed');
  }
}
