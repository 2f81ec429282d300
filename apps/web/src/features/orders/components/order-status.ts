import type { Order } from '../../../lib/order-item';
import { PENDING_ADVANCE_TTL_MS, PRODUCTION_STAGE_LABELS } from '@kanak/domain/order-states';

const TTL_HOURS = PENDING_ADVANCE_TTL_MS / 3_600_000;

export type StatusTone = 'pending' | 'active' | 'done' | 'closed';

/**
 * SPEC §2 "/myorder": pending while the first payment status is absent; otherwise the order is in
 * manufacturing (with its stage), and cancelled or expired orders say so plainly.
 */
export function orderStatus(order: Order): {
  label: string;
  detail: string | null;
  tone: StatusTone;
} {
  switch (order.status) {
    case 'cancelled':
      return { label: 'Cancelled', detail: order.cancel_reason, tone: 'closed' };
    case 'expired':
      return {
        label: 'Expired',
        detail: `The advance was not paid within ${TTL_HOURS} hours.`,
        tone: 'closed',
      };
    case 'delivered':
      return { label: 'Delivered', detail: null, tone: 'done' };
    case 'dispatched':
      return { label: 'Dispatched', detail: null, tone: 'done' };
    default:
      break;
  }
  if (!order.first_payment_amount_status) {
    return {
      label: 'Payment pending',
      detail: 'Pay the advance to begin making your piece.',
      tone: 'pending',
    };
  }
  const stage = order.production_stage ? PRODUCTION_STAGE_LABELS[order.production_stage] : null;
  return {
    label: 'In manufacturing',
    detail: order.status === 'balance_paid' ? 'Paid in full' : stage ? `Stage: ${stage}` : null,
    tone: 'active',
  };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function orderDate(order: Order): string {
  return dateFormat.format(new Date(order.created_at));
}

/** SPEC §2: the image comes from the list for the item's gold type. */
export function itemImage(item: Order['items'][number]): string | undefined {
  return item.images[item.goldColour][0] ?? item.images.rose_gold[0];
}
