import type { Order as OrderRow, Tx } from '@kanak/db';
import { formatPaise } from '@kanak/domain';
import { enqueueMessages } from '../../providers/messaging/queue.ts';
import { findContact } from './payments.repository.ts';

/** Money events the customer is told of; `amountPaise` is the sum the text names. */
export type OrderEvent =
  | { kind: 'advance'; amountPaise: number; duePaise: number }
  | { kind: 'paid_in_full'; amountPaise: number }
  | { kind: 'received_still_due'; amountPaise: number; duePaise: number }
  | { kind: 'cancelled'; refundPaise: number }
  | { kind: 'refund_decided'; amountPaise: number }
  | { kind: 'refunded'; amountPaise: number; expectedBy: string }
  | { kind: 'credit_returned'; amountPaise: number };

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
 * Queues an SMS and an e-mail to the order's customer in `tx`, the transaction that made the change
 * they report (decision 016): committed together, or not at all. The dispatcher sends them.
 */
export async function queueCustomerNotice(tx: Tx, userId: number, notice: { subject: string; body: string }): Promise<void> {
  const user = await findContact(tx, userId);
  if (!user) return;
  await enqueueMessages(tx, [
    { channel: 'sms', to: user.phone, body: notice.body },
    { channel: 'email', to: user.email, subject: notice.subject, body: notice.body },
  ]);
}

/** SMS and e-mail to the customer when money moves or an order is cancelled, queued in `tx`. */
export async function notifyCustomer(tx: Tx, order: OrderRow, event: OrderEvent): Promise<void> {
  await queueCustomerNotice(tx, order.userId, texts(order, event));
}
