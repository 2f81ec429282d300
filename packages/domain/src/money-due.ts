import type { Order } from './contract/orders.ts';
import { nextPaymentKind } from './ledger.ts';
import { PRODUCTION_STAGES } from './order-states.ts';

/*
 * What the money block of an order says is owed (issue 35 #13: "Due now ₹15,016" showed while the
 * piece was being designed, when nothing was due). The ledger's `amount_due` is what is still to
 * pay; whether it is due *now* depends on where the order stands (ARCHITECTURE §4: the balance is
 * paid before dispatch). The order page and the back office's order read this, so they agree with
 * the story's headline (order-story.ts).
 */

export type OwedOrder = Pick<Order, 'status' | 'production_stage' | 'amount_due' | 'ledger'>;

export interface Owed {
  /** The row's name: 'Advance due now', 'Due now' or 'Balance, due before dispatch'. */
  label: string;
  amount: number;
  /** Payable now (true) or only owed by a later step (false). */
  now: boolean;
}

const FINAL = PRODUCTION_STAGES[PRODUCTION_STAGES.length - 1];

/** What is owed and when, or null when nothing is. */
export function moneyOwed(order: OwedOrder): Owed | null {
  const amount = order.amount_due;
  if (amount <= 0) return null;
  if (order.status === 'pending_advance') return { label: 'Advance due now', amount, now: true };
  const supplement = nextPaymentKind(order.status, order.ledger) === 'supplement';
  // While the piece is made, the balance waits for the finished piece; a supplement is due at once.
  if (order.status === 'in_production' && !supplement && order.production_stage !== FINAL) {
    return { label: 'Balance, due before dispatch', amount, now: false };
  }
  return { label: 'Due now', amount, now: true };
}
