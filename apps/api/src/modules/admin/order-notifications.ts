import type { Order as OrderRow, Tx } from '@kanak/db';
import { formatPaise, PRODUCTION_STAGE_LABELS, trackingUrl, WEIGHT_VARIATION_PERCENT } from '@kanak/domain';
import type { NotificationEvent } from '@kanak/domain/notifications';
import { orderLink, queueCustomerNotice } from '../payments/notifications.ts';

/** What the shop tells the customer after an admin action (issue 7). */
type AdminOrderEvent =
  | { kind: 'stage' }
  | { kind: 'weight'; previousTotalPaise: number; duePaise: number; refundPaise: number }
  | { kind: 'dispatched' }
  | { kind: 'delivered' };

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
          `${formatPaise(order.totalPaise)} (was ${formatPaise(event.previousTotalPaise)}). ` +
          (event.refundPaise > 0
            ? `You have paid more than that: we are refunding ${formatPaise(event.refundPaise)} to the account you paid from. `
            : event.duePaise > 0
              ? `${formatPaise(event.duePaise)} is due before dispatch. `
              : 'Nothing more is due. ') +
          `If you do not wish to continue, you may cancel within 24 hours from My Orders.`,
      };
    case 'dispatched':
      return {
        subject: `Kanak ${ref}: dispatched`,
        body: `Kanak: ${ref} has been dispatched with ${order.courier ?? 'our courier'}, tracking number ${order.trackingNumber ?? '-'}.`,
      };
    case 'delivered':
      return { subject: `Kanak ${ref}: delivered`, body: `Kanak: ${ref} has been delivered. Thank you for shopping with us.` };
  }
}

const EVENT_OF: Record<AdminOrderEvent['kind'], NotificationEvent> = {
  stage: 'order_stage',
  weight: 'order_weighed',
  dispatched: 'order_dispatched',
  delivered: 'order_delivered',
};

/** The order's news to its customer on their channels, queued in `tx`, the transaction of the admin's action. */
export async function tellCustomer(tx: Tx, order: OrderRow, event: AdminOrderEvent): Promise<void> {
  // A dispatch names the courier and links its tracking page (ARCHITECTURE §12).
  const tracking = event.kind === 'dispatched' ? trackingUrl(order.courier, order.trackingNumber) : null;
  await queueCustomerNotice(tx, order.userId, {
    event: EVENT_OF[event.kind],
    ...texts(order, event),
    link: orderLink(order.id),
    ...(tracking ? { links: [{ label: `Track with ${order.courier ?? 'the courier'}`, url: tracking }] } : {}),
  });
}
