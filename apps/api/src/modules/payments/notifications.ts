import type { Order as OrderRow, Tx } from '@kanak/db';
import { formatPaise } from '@kanak/domain';
import { enqueueMessages } from '../../providers/messaging/queue.ts';
import { findContact } from './payments.repository.ts';

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

/** SMS and e-mail to the customer when money arrives or an order is cancelled, queued in `tx`. */
export async function notifyCustomer(tx: Tx, order: OrderRow, event: OrderEvent, refundPaise = 0): Promise<void> {
  await queueCustomerNotice(tx, order.userId, texts(order, event, refundPaise));
}
