import type { Paise } from './money.ts';
import type { OrderStatus } from './order-states.ts';

/*
 * The order's money in one ledger (ARCHITECTURE §7). Money in is `advance`, `balance` or
 * `supplement` (more due after the finished weight); money out is `refund`. Paid, refunded and due
 * are derived here and nowhere else: no table stores them.
 */
export const LEDGER_KINDS = ['advance', 'balance', 'supplement', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type PaymentKind = Exclude<LedgerKind, 'refund'>;

/** Money in counts once `paid`; a refund is `pending` until the provider makes it, then `processed`. */
export const LEDGER_STATUSES = ['paid', 'pending', 'processed', 'failed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export interface LedgerEntry {
  kind: LedgerKind;
  amountPaise: Paise;
  status: LedgerStatus;
  /** A refund for pieces the shop took back (a completed return): the order keeps that much less. */
  returned?: boolean;
}

export interface OrderMoney {
  /** Captured by the provider on any of the order's provider orders. */
  paidPaise: Paise;
  /** Refunds the provider has made. */
  refundedPaise: Paise;
  /** Refunds decided and not yet made (they leave the shop's hands: never counted as held). */
  refundingPaise: Paise;
  /** What the customer must pay now: the advance while it waits, then the rest of the total. */
  duePaise: Paise;
  /** What the shop holds beyond what it keeps: owed back at once. */
  surplusPaise: Paise;
}

/** Orders that keep no money: all that was paid goes back. */
const KEEPS_NOTHING: ReadonlySet<OrderStatus> = new Set(['cancelled', 'expired']);

/**
 * The one derivation of an order's money. `advancePaise` is what the customer chose to pay first;
 * `totalPaise` is the order's total now (after any finished weight).
 */
export function orderMoney(
  order: { status: OrderStatus; totalPaise: Paise; advancePaise: Paise },
  entries: readonly LedgerEntry[],
): OrderMoney {
  let paid = 0;
  let refunded = 0;
  let refunding = 0;
  let returned = 0;
  for (const e of entries) {
    if (e.kind !== 'refund') paid += e.status === 'paid' ? e.amountPaise : 0;
    else if (e.status === 'processed') refunded += e.amountPaise;
    else if (e.status === 'pending') refunding += e.amountPaise;
    if (e.kind === 'refund' && e.returned && e.status !== 'failed') returned += e.amountPaise;
  }
  const held = paid - refunded - refunding;
  // Returned pieces are no longer sold: the order keeps, and is owed, their value less.
  const kept = Math.max(0, order.totalPaise - returned);
  const keeps = KEEPS_NOTHING.has(order.status) ? 0 : kept;
  const owed = order.status === 'pending_advance' ? order.advancePaise : KEEPS_NOTHING.has(order.status) ? 0 : kept;
  return {
    paidPaise: paid,
    refundedPaise: refunded,
    refundingPaise: refunding,
    duePaise: Math.max(0, owed - held),
    surplusPaise: Math.max(0, held - keeps),
  };
}

/** What the next provider order is for: the balance until one is paid, then a supplement. */
export function nextPaymentKind(status: OrderStatus, entries: readonly { kind: LedgerKind; status: LedgerStatus }[]): PaymentKind {
  if (status === 'pending_advance') return 'advance';
  return entries.some((e) => e.kind === 'balance' && e.status === 'paid') || status !== 'in_production' ? 'supplement' : 'balance';
}
