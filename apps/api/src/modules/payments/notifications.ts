import type { Order as OrderRow, Tx } from '@kanak/db';
import { formatPaise } from '@kanak/domain';
import type { NotificationEvent } from '@kanak/domain/notifications';
import { queueNotice, type Notice } from '../notifications/notices.ts';

/** Money events the customer is told of; `amountPaise` is the sum the text names. */
export type OrderEvent =
  | { kind: 'advance'; amountPaise: number; duePaise: number }
  | { kind: 'paid_in_full'; amountPaise: number }
  | { kind: 'received_still_due'; amountPaise: number; duePaise: number }
  | { kind: 'cancelled'; refundPaise: number }
  | { kind: 'refund_decided'; amountPaise: number }
  | { kind: 'refunded'; amountPaise: number; expectedBy: string }
  | { kind: 'credit_returned'; amountPaise: number };

/** Which template each money event is sent with (ARCHITECTURE §12: placed, refund sent …). */
const EVENT_OF: Record<OrderEvent['kind'], NotificationEvent> = {
  advance: 'order_placed',
  paid_in_full: 'payment_received',
  received_still_due: 'payment_received',
  cancelled: 'order_cancelled',
  refund_decided: 'refund_sent',
  refunded: 'refund_sent',
  credit_returned: 'store_credit',
};

/** The customer's order page (apps/web paths.orderDetail). */
export const orderLink = (orderId: number) => ({ label: 'See your order', path: `/viewdetail/${orderId}` });

function texts(order: OrderRow, event: OrderEvent): { subject: string; body: string } {
  const ref = `order #${order.id}`;
  switch (event.kind) {
    case 'advance':
      return {
        subject: `Kanak ${ref}: advance received`,
        body: `Kanak: we have received your advance of ${formatPaise(event.amountPaise)} for ${ref}. Your piece is now being made; the balance of ${formatPaise(event.duePaise)} is due before dispatch.`,
      };
    case 'paid_in_full':
      return {
        subject: `Kanak ${ref}: paid in full`,
        body: `Kanak: we have received ${formatPaise(event.amountPaise)} for ${ref}, which is now paid in full. We dispatch it as soon as your piece is finished.`,
      };
    case 'received_still_due':
      return {
        subject: `Kanak ${ref}: payment received`,
        body: `Kanak: we have received ${formatPaise(event.amountPaise)} for ${ref}. After the finished weight, ${formatPaise(event.duePaise)} is still due: pay it from My Orders.`,
      };
    case 'cancelled':
      return {
        subject: `Kanak ${ref}: cancelled`,
        body:
          `Kanak: ${ref} has been cancelled.` +
          (event.refundPaise > 0 ? ` We are refunding ${formatPaise(event.refundPaise)} to the account you paid from.` : ''),
      };
    case 'refund_decided':
      return {
        subject: `Kanak ${ref}: refund`,
        body: `Kanak: we are refunding ${formatPaise(event.amountPaise)} for ${ref} to the account you paid from.`,
      };
    case 'credit_returned':
      return {
        subject: `Kanak ${ref}: store credit returned`,
        body: `Kanak: ${formatPaise(event.amountPaise)} of store credit you used on ${ref} is back in your Kanak wallet.`,
      };
    case 'refunded':
      return {
        subject: `Kanak ${ref}: refund`,
        body: `Kanak: we have refunded ${formatPaise(event.amountPaise)} for ${ref} to the account you paid from. It reaches you in 7-10 working days (by ${event.expectedBy}).`,
      };
  }
}

/**
 * Queues the notice to the customer in `tx`, the transaction that made the change it reports
 * (decision 016), on each channel they keep on: SMS, e-mail and WhatsApp (notifications/notices.ts).
 */
export async function queueCustomerNotice(tx: Tx, userId: number, notice: Notice): Promise<void> {
  await queueNotice(tx, userId, notice);
}

/** Tells the customer when money moves or an order is cancelled, queued in `tx`. */
export async function notifyCustomer(tx: Tx, order: OrderRow, event: OrderEvent): Promise<void> {
  await queueCustomerNotice(tx, order.userId, { event: EVENT_OF[event.kind], ...texts(order, event), link: orderLink(order.id) });
}
