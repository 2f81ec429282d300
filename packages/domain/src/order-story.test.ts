import { describe, expect, it } from 'vitest';
import type { LedgerEntryView } from './contract/orders.ts';
import { ORDER_STATUSES, PRODUCTION_STAGES, type OrderStatus, type ProductionStage } from './order-states.ts';
import { orderStory, refundState, type StoryOrder } from './order-story.ts';

const at = '2026-11-23T06:00:00.000Z';
const entry = (e: Partial<LedgerEntryView> & Pick<LedgerEntryView, 'kind' | 'amount' | 'status'>): LedgerEntryView => ({
  reference: `ref_${e.kind}`,
  created_at: at,
  expected_by: null,
  note: null,
  ...e,
});

const advance = entry({ kind: 'advance', amount: 20_000, status: 'paid' });
const balance = entry({ kind: 'balance', amount: 50_000, status: 'paid' });

function order(status: OrderStatus, stage: ProductionStage | null, over: Partial<StoryOrder> = {}): StoryOrder {
  const paidInFull = ['balance_paid', 'dispatched', 'delivered'].includes(status);
  // A cancelled order here was cancelled before its advance; the refund cases below pay first.
  const unpaid = status === 'pending_advance' || status === 'expired' || status === 'cancelled';
  return {
    status,
    production_stage: stage,
    amount_due: status === 'pending_advance' ? 20_000 : status === 'in_production' ? 50_000 : 0,
    amount_paid: unpaid ? 0 : paidInFull ? 70_000 : 20_000,
    amount_refunded: 0,
    ledger: unpaid ? [] : paidInFull ? [advance, balance] : [advance],
    delivery_by: unpaid ? null : '2026-12-10',
    cancel_reason: null,
    expires_at: status === 'pending_advance' ? '2026-11-24T06:00:00.000Z' : null,
    ...over,
  };
}

/** The headline table the order page reads (the report's table is printed from this). */
const HEADLINES: Record<string, [badge: string, headline: string]> = {
  'pending_advance/-': ['Payment pending', 'Pay the advance to begin making your piece'],
  'in_production/designing': ['In manufacturing', 'Your piece is being designed'],
  'in_production/cad': ['In manufacturing', 'Your design is being modelled in CAD'],
  'in_production/manufacturing': ['In manufacturing', 'Your piece is being manufactured'],
  'in_production/setting': ['In manufacturing', 'The stones are being set in your piece'],
  'in_production/final': ['Ready', 'Your piece is ready — pay the balance to have it dispatched'],
  'balance_paid/designing': ['Paid in full', 'Paid in full — your piece is in design'],
  'balance_paid/cad': ['Paid in full', 'Paid in full — your piece is in CAD'],
  'balance_paid/manufacturing': ['Paid in full', 'Paid in full — your piece is in manufacturing'],
  'balance_paid/setting': ['Paid in full', 'Paid in full — your piece is in stone setting'],
  'balance_paid/final': ['Paid in full', 'Your piece is ready and will be dispatched soon'],
  'dispatched/final': ['Dispatched', 'On its way — your piece has been dispatched'],
  'delivered/final': ['Delivered', 'Your piece has been delivered'],
  'cancelled/-': ['Cancelled', 'Your order has been cancelled'],
  'expired/-': ['Expired', 'This order has expired'],
};

describe('orderStory: one headline per status and stage', () => {
  for (const [key, [badge, headline]] of Object.entries(HEADLINES)) {
    it(key, () => {
      const [status, stage] = key.split('/') as [OrderStatus, string];
      const s = orderStory(order(status, stage === '-' ? null : (stage as ProductionStage)));
      expect(s.badge).toBe(badge);
      expect(s.headline).toBe(headline);
    });
  }

  it('every status × stage has a headline, and none says "dispatch today" (or "ready") before the final stage', () => {
    for (const status of ORDER_STATUSES) {
      for (const stage of [null, ...PRODUCTION_STAGES]) {
        const s = orderStory(order(status, stage));
        expect(s.headline.length, `${status}/${stage}`).toBeGreaterThan(0);
        expect(s.headline).not.toMatch(/dispatch today/i);
        expect(s.detail ?? '').not.toMatch(/dispatch today/i);
        if (stage !== 'final' && ['pending_advance', 'in_production', 'balance_paid'].includes(status)) {
          expect(s.headline, `${status}/${stage}`).not.toMatch(/ready|dispatched/i);
        }
      }
    }
  });

  it('names the stage the tracker shows while paid in full, for every stage', () => {
    for (const stage of PRODUCTION_STAGES.slice(0, -1)) {
      const s = orderStory(order('balance_paid', stage));
      expect(s.headline).toMatch(/^Paid in full — your piece is in /);
      expect(s.tone).toBe('active');
    }
  });

  it('a piece just in production without a stage is being designed', () => {
    expect(orderStory(order('in_production', null)).headline).toBe('Your piece is being designed');
  });

  it('tells the advance and the balance due plainly', () => {
    expect(orderStory(order('pending_advance', null)).detail).toBe('Advance due now: ₹20,000.');
    expect(orderStory(order('in_production', 'cad')).detail).toBe('Balance due before dispatch: ₹50,000.');
    expect(orderStory(order('balance_paid', 'cad')).detail).toBeNull();
  });

  it('tones: pending to pay, active while made, done once sent, closed when over', () => {
    expect(orderStory(order('pending_advance', null)).tone).toBe('pending');
    expect(orderStory(order('in_production', 'designing')).tone).toBe('active');
    expect(orderStory(order('dispatched', 'final')).tone).toBe('done');
    expect(orderStory(order('delivered', 'final')).tone).toBe('done');
    expect(orderStory(order('cancelled', null)).tone).toBe('closed');
    expect(orderStory(order('expired', null)).tone).toBe('closed');
    expect(orderStory(order('expired', null)).detail).toBe('The advance was not paid within 24 hours.');
  });
});

describe('orderStory after a finished weight', () => {
  it('says the supplement due plainly, even when the order is balance_paid', () => {
    for (const stage of PRODUCTION_STAGES) {
      const s = orderStory(order('balance_paid', stage, { amount_due: 533 }));
      expect(s.badge).toBe('Payment due');
      expect(s.tone).toBe('pending');
      expect(s.headline).toBe("₹533 more is due after your piece's final weight");
      expect(s.detail).toContain('weighs more than estimated');
      expect(s.detail).toContain(stage === 'final' ? 'Your piece is ready.' : 'Your piece is in ');
    }
  });

  it('a supplement after the balance while still in production is a supplement too', () => {
    const s = orderStory(order('in_production', 'setting', { amount_due: 533, ledger: [advance, balance] }));
    expect(s.headline).toBe("₹533 more is due after your piece's final weight");
  });

  it('a total that rose before the balance is paid stays the balance (one payment, its amount named)', () => {
    const s = orderStory(order('in_production', 'final', { amount_due: 50_533 }));
    expect(s.headline).toBe('Your piece is ready — pay the balance to have it dispatched');
    expect(s.detail).toBe('Balance due before dispatch: ₹50,533.');
  });

  it('a total that fell shows the refund at once, with its expected date, beside the stage', () => {
    const refund = entry({ kind: 'refund', amount: 1_200, status: 'pending', expected_by: '2026-12-09' });
    const s = orderStory(order('balance_paid', 'final', { ledger: [advance, balance, refund] }));
    expect(s.headline).toBe('Your piece is ready and will be dispatched soon');
    expect(s.detail).toBe('₹1,200 is being refunded to you, expected by 9 Dec 2026.');
    const made = entry({ kind: 'refund', amount: 1_200, status: 'processed', expected_by: '2026-12-09' });
    expect(orderStory(order('delivered', 'final', { ledger: [advance, balance, made] })).detail).toBe(
      '₹1,200 has been refunded to you.',
    );
  });
});

describe('orderStory of a cancelled order mentions its refund', () => {
  const cancelled = (ledger: LedgerEntryView[], over: Partial<StoryOrder> = {}) =>
    orderStory(order('cancelled', 'cad', { ledger, amount_paid: 20_000, cancel_reason: 'Found better price', ...over }));

  it('being refunded, with the amount and expected date', () => {
    const s = cancelled([advance, entry({ kind: 'refund', amount: 20_000, status: 'pending', expected_by: '2026-12-09' })]);
    expect(s.headline).toBe('Order cancelled — ₹20,000 is being refunded');
    expect(s.detail).toBe('Expected in your account by 9 Dec 2026. Reason: Found better price.');
  });

  it('refunded', () => {
    const s = cancelled([advance, entry({ kind: 'refund', amount: 20_000, status: 'processed', expected_by: '2026-12-09' })], {
      amount_refunded: 20_000,
    });
    expect(s.headline).toBe('Order cancelled — ₹20,000 has been refunded');
    expect(s.detail).toBe('Reason: Found better price.');
  });

  it('part refunded, part on its way', () => {
    const s = cancelled([
      advance,
      balance,
      entry({ kind: 'refund', amount: 20_000, status: 'processed' }),
      entry({ kind: 'refund', amount: 50_000, status: 'pending', expected_by: '2026-12-10' }),
    ]);
    expect(s.headline).toBe('Order cancelled — ₹50,000 is being refunded');
    expect(s.detail).toContain('₹20,000 has already been refunded.');
  });

  it('a failed refund is being sent again', () => {
    const s = cancelled([advance, entry({ kind: 'refund', amount: 20_000, status: 'failed' })]);
    expect(s.headline).toBe('Order cancelled — your refund of ₹20,000 is being sent again');
  });

  it('paid and no refund recorded yet: still says it will be refunded', () => {
    expect(cancelled([advance]).headline).toBe('Order cancelled — your ₹20,000 will be refunded');
  });

  it('nothing paid: no refund mentioned', () => {
    const s = cancelled([], { amount_paid: 0, cancel_reason: null });
    expect(s.headline).toBe('Your order has been cancelled');
    expect(s.detail).toBeNull();
  });
});

describe('refundState', () => {
  it('sums refunds by state and keeps the latest expected date of those on their way', () => {
    const r = refundState({
      ledger: [
        advance,
        entry({ kind: 'refund', amount: 100, status: 'pending', expected_by: '2026-12-09' }),
        entry({ kind: 'refund', amount: 50, status: 'pending', expected_by: '2026-12-11' }),
        entry({ kind: 'refund', amount: 30, status: 'processed', expected_by: '2026-12-01' }),
        entry({ kind: 'refund', amount: 7, status: 'failed' }),
      ],
    });
    expect(r).toEqual({ refunding: 150, refunded: 30, failed: 7, expectedBy: '2026-12-11' });
  });
});

describe('orderStory: edges (issue 37)', () => {
  it('tells no amount due when nothing is due', () => {
    expect(orderStory(order('pending_advance', null, { amount_due: 0 })).detail).toBeNull();
    expect(orderStory(order('in_production', 'cad', { amount_due: 0 })).detail).toBeNull();
    expect(orderStory(order('dispatched', 'final')).detail).toBeNull();
  });

  it('tells what is still due on a dispatched order', () => {
    expect(orderStory(order('dispatched', 'final', { amount_due: 500 })).detail).toBe('₹500 is still due.');
  });

  it('asks for the balance of a ready piece (pending) and says a paid one will be dispatched (active)', () => {
    expect(orderStory(order('in_production', 'final')).tone).toBe('pending');
    expect(orderStory(order('balance_paid', 'final')).tone).toBe('active');
  });

  it('closes a returned order: every piece came back', () => {
    const s = orderStory(order('returned', 'final', { ledger: [advance, balance] }));
    expect(s).toEqual({ badge: 'Returned', tone: 'closed', headline: 'Every piece of this order came back to us', detail: null });
  });

  it('says a refund did not go through and is sent again, on an order that goes on', () => {
    const failed = entry({ kind: 'refund', amount: 1_200, status: 'failed' });
    expect(orderStory(order('delivered', 'final', { ledger: [advance, balance, failed] })).detail).toBe(
      'Your refund of ₹1,200 did not go through; we are sending it again.',
    );
  });

  it('says a refund is on its way without a date when none was promised', () => {
    const pending = entry({ kind: 'refund', amount: 1_200, status: 'pending' });
    expect(orderStory(order('delivered', 'final', { ledger: [advance, balance, pending] })).detail).toBe('₹1,200 is being refunded to you.');
  });

  it('tells a cancelled order’s failed refund with its reason', () => {
    const s = orderStory(
      order('cancelled', 'cad', { amount_paid: 20_000, cancel_reason: 'Found better price', ledger: [advance, entry({ kind: 'refund', amount: 20_000, status: 'failed' })] }),
    );
    expect(s.detail).toBe('The first attempt did not go through. Reason: Found better price.');
  });
});

describe('refundState: edges (issue 37)', () => {
  it('counts no money in as a refund, whatever its status', () => {
    const r = refundState({
      ledger: [
        entry({ kind: 'advance', amount: 500, status: 'pending', expected_by: '2026-12-20' }),
        entry({ kind: 'balance', amount: 700, status: 'failed' }),
        entry({ kind: 'supplement', amount: 900, status: 'processed' }),
      ],
    });
    expect(r).toEqual({ refunding: 0, refunded: 0, failed: 0, expectedBy: null });
  });

  it('keeps the latest promised date whatever the order of the refunds, and a date over none', () => {
    const r = refundState({
      ledger: [
        entry({ kind: 'refund', amount: 50, status: 'pending', expected_by: '2026-12-11' }),
        entry({ kind: 'refund', amount: 100, status: 'pending', expected_by: '2026-12-09' }),
        entry({ kind: 'refund', amount: 10, status: 'pending', expected_by: null }),
      ],
    });
    expect(r.expectedBy).toBe('2026-12-11');
  });
});
