import { formatIndiaDate } from './calendar.ts';
import type { Order } from './contract/orders.ts';
import { nextPaymentKind } from './ledger.ts';
import { formatRupees } from './money.ts';
import { PENDING_ADVANCE_TTL_MS, PRODUCTION_STAGES, type ProductionStage } from './order-states.ts';

/*
 * The one story an order tells its customer (ARCHITECTURE §7): a badge, a headline and a line of
 * detail, all from the order's status, production stage and ledger. The order page, its tracker,
 * the My Orders row and the admin's header read this and nothing else, so they cannot disagree
 * ("Order will dispatch today." beside a tracker at Designing was the bug this replaces). Types
 * only from the contract: the web imports '@kanak/domain/order-story' without zod.
 */

export type StoryTone = 'pending' | 'active' | 'done' | 'closed';

export interface OrderStory {
  /** One or two words for the pill. */
  badge: string;
  tone: StoryTone;
  /** One sentence, the first thing the customer reads. */
  headline: string;
  /** What the customer should know besides: money due, a refund on its way, why it was cancelled. */
  detail: string | null;
}

export type StoryOrder = Pick<
  Order,
  | 'status'
  | 'production_stage'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_refunded'
  | 'ledger'
  | 'delivery_by'
  | 'cancel_reason'
  | 'expires_at'
>;

/** While the piece is made and the balance is still to pay: what is happening at each stage. */
const MAKING: Record<ProductionStage, string> = {
  designing: 'Your piece is being designed',
  cad: 'Your design is being modelled in CAD',
  manufacturing: 'Your piece is being manufactured',
  setting: 'The stones are being set in your piece',
  final: 'Your piece is being finished',
};

/** "your piece is in …", for a piece already paid for. */
const IN_STAGE: Record<ProductionStage, string> = {
  designing: 'design',
  cad: 'CAD',
  manufacturing: 'manufacturing',
  setting: 'stone setting',
  final: 'final finishing',
};

const TTL_HOURS = PENDING_ADVANCE_TTL_MS / 3_600_000;

/** A stage missing after the advance is the first one: the order has just entered production. */
const stageOf = (order: StoryOrder): ProductionStage => order.production_stage ?? PRODUCTION_STAGES[0];
const isFinal = (order: StoryOrder) => stageOf(order) === 'final';

/** Refunds by state, in rupees: decided and not yet made (`pending`), made, and failed. */
export function refundState(order: Pick<StoryOrder, 'ledger'>): {
  refunding: number;
  refunded: number;
  failed: number;
  expectedBy: string | null;
} {
  let refunding = 0;
  let refunded = 0;
  let failed = 0;
  let expectedBy: string | null = null;
  for (const e of order.ledger) {
    if (e.kind !== 'refund') continue;
    if (e.status === 'pending') {
      refunding += e.amount;
      // The latest promise among the refunds still on their way.
      if (e.expected_by && (!expectedBy || e.expected_by > expectedBy)) expectedBy = e.expected_by;
    } else if (e.status === 'processed') refunded += e.amount;
    else if (e.status === 'failed') failed += e.amount;
  }
  return { refunding, refunded, failed, expectedBy };
}

/** A sentence about refunds, or null when there are none (a finished weight below the estimate). */
function refundSentence(order: StoryOrder): string | null {
  const r = refundState(order);
  if (r.refunding > 0) {
    const by = r.expectedBy ? `, expected by ${formatIndiaDate(r.expectedBy)}` : '';
    return `${formatRupees(r.refunding)} is being refunded to you${by}.`;
  }
  if (r.failed > 0) return `Your refund of ${formatRupees(r.failed)} did not go through; we are sending it again.`;
  if (r.refunded > 0) return `${formatRupees(r.refunded)} has been refunded to you.`;
  return null;
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** Money still due after the balance was paid: the finished piece weighed more than estimated. */
function supplementDue(order: StoryOrder): boolean {
  return order.amount_due > 0 && nextPaymentKind(order.status, order.ledger) === 'supplement';
}

function cancelledStory(order: StoryOrder): OrderStory {
  const r = refundState(order);
  const reason = order.cancel_reason ? `Reason: ${order.cancel_reason}.` : null;
  const base = { badge: 'Cancelled', tone: 'closed' as const };
  if (r.refunding > 0) {
    return {
      ...base,
      headline: `Order cancelled — ${formatRupees(r.refunding)} is being refunded`,
      detail: join(
        r.expectedBy ? `Expected in your account by ${formatIndiaDate(r.expectedBy)}.` : null,
        r.refunded > 0 ? `${formatRupees(r.refunded)} has already been refunded.` : null,
        reason,
      ),
    };
  }
  if (r.failed > 0) {
    return {
      ...base,
      headline: `Order cancelled — your refund of ${formatRupees(r.failed)} is being sent again`,
      detail: join('The first attempt did not go through.', reason),
    };
  }
  if (r.refunded > 0) {
    return { ...base, headline: `Order cancelled — ${formatRupees(r.refunded)} has been refunded`, detail: reason };
  }
  // Paid and no refund in the ledger yet: say it is coming rather than nothing at all.
  const held = order.amount_paid - order.amount_refunded;
  if (held > 0) {
    return { ...base, headline: `Order cancelled — your ${formatRupees(held)} will be refunded`, detail: reason };
  }
  return { ...base, headline: 'Your order has been cancelled', detail: reason };
}

/** The order's story: see the table in order-story.test.ts. */
export function orderStory(order: StoryOrder): OrderStory {
  const refund = refundSentence(order);
  switch (order.status) {
    case 'pending_advance':
      return {
        badge: 'Payment pending',
        tone: 'pending',
        headline: 'Pay the advance to begin making your piece',
        detail: order.amount_due > 0 ? `Advance due now: ${formatRupees(order.amount_due)}.` : null,
      };
    case 'in_production': {
      if (supplementDue(order)) return supplementStory(order, refund);
      const due = order.amount_due > 0 ? `Balance due before dispatch: ${formatRupees(order.amount_due)}.` : null;
      if (isFinal(order)) {
        return {
          badge: 'Ready',
          tone: 'pending',
          headline: 'Your piece is ready — pay the balance to have it dispatched',
          detail: join(due, refund),
        };
      }
      return { badge: 'In manufacturing', tone: 'active', headline: MAKING[stageOf(order)], detail: join(due, refund) };
    }
    case 'balance_paid':
      if (supplementDue(order)) return supplementStory(order, refund);
      if (isFinal(order)) {
        return {
          badge: 'Paid in full',
          tone: 'active',
          headline: 'Your piece is ready and will be dispatched soon',
          detail: refund,
        };
      }
      return {
        badge: 'Paid in full',
        tone: 'active',
        headline: `Paid in full — your piece is in ${IN_STAGE[stageOf(order)]}`,
        detail: refund,
      };
    case 'dispatched':
      return {
        badge: 'Dispatched',
        tone: 'done',
        headline: 'On its way — your piece has been dispatched',
        detail: join(order.amount_due > 0 ? `${formatRupees(order.amount_due)} is still due.` : null, refund),
      };
    case 'delivered':
      return { badge: 'Delivered', tone: 'done', headline: 'Your piece has been delivered', detail: refund };
    case 'returned':
      return { badge: 'Returned', tone: 'closed', headline: 'Every piece of this order came back to us', detail: refund };
    case 'cancelled':
      return cancelledStory(order);
    case 'expired':
      return {
        badge: 'Expired',
        tone: 'closed',
        headline: 'This order has expired',
        detail: join(`The advance was not paid within ${TTL_HOURS} hours.`, refund),
      };
  }
}

function supplementStory(order: StoryOrder, refund: string | null): OrderStory {
  const where = isFinal(order) ? 'Your piece is ready.' : `Your piece is in ${IN_STAGE[stageOf(order)]}.`;
  return {
    badge: 'Payment due',
    tone: 'pending',
    headline: `${formatRupees(order.amount_due)} more is due after your piece's final weight`,
    detail: join(
      'Your finished piece weighs more than estimated; please pay the additional amount so we can dispatch it.',
      where,
      refund,
    ),
  };
}
