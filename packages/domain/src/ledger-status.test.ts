/**
 * The ledger counts an entry by its status (ARCHITECTURE §7): money in only once paid, a return's
 * refund as returned only while it is not failed, and the balance as taken only when it was paid.
 * Each case here is one the mutation check of issue 37 found no test for.
 */
import { describe, expect, it } from 'vitest';
import { nextPaymentKind, orderMoney, type LedgerEntry, type LedgerStatus } from './ledger.ts';

const entry = (kind: LedgerEntry['kind'], amountPaise: number, status: LedgerStatus, returned?: boolean): LedgerEntry => ({ kind, amountPaise, status, ...(returned ? { returned } : {}) });
const delivered = { status: 'delivered' as const, totalPaise: 100_000_00, advancePaise: 71_000_00 };
const fullyPaid = [entry('advance', 71_000_00, 'paid'), entry('balance', 29_000_00, 'paid')];

describe('orderMoney by status', () => {
  it('counts money in only once it is paid: a pending or failed advance leaves the advance due', () => {
    const waiting = { status: 'pending_advance' as const, totalPaise: 100_000_00, advancePaise: 71_000_00 };
    for (const status of ['pending', 'failed', 'processed'] as const) {
      expect(orderMoney(waiting, [entry('advance', 71_000_00, status)]), status).toMatchObject({ paidPaise: 0, duePaise: 71_000_00 });
    }
  });

  it('does not count a failed return refund as returned: the pieces’ value is still owed back once, nothing is over', () => {
    const failed = orderMoney(delivered, [...fullyPaid, entry('refund', 40_000_00, 'failed', true)]);
    // The refund failed: the shop still holds the whole payment and keeps the whole total until it is
    // made again. Counting it as returned would show ₹40,000 "over" and refund it a second time.
    expect(failed).toMatchObject({ paidPaise: 100_000_00, refundedPaise: 0, refundingPaise: 0, surplusPaise: 0, duePaise: 0 });
    // The same refund made: returned, nothing due and nothing over.
    expect(orderMoney(delivered, [...fullyPaid, entry('refund', 40_000_00, 'processed', true)])).toMatchObject({ refundedPaise: 40_000_00, surplusPaise: 0, duePaise: 0 });
  });
});

describe('nextPaymentKind by status', () => {
  it('still asks for the balance while the only balance entry is not paid', () => {
    for (const status of ['pending', 'failed'] as const) {
      expect(nextPaymentKind('in_production', [entry('advance', 1, 'paid'), entry('balance', 1, status)]), status).toBe('balance');
    }
  });

  it('asks for a supplement once the order has left production, even with no balance entry', () => {
    for (const status of ['balance_paid', 'dispatched', 'delivered'] as const) {
      expect(nextPaymentKind(status, [entry('advance', 1, 'paid')]), status).toBe('supplement');
    }
  });
});
