import { describe, expect, it } from 'vitest';
import { nextPaymentKind, orderMoney, type LedgerEntry } from './ledger.ts';

const paid = (kind: LedgerEntry['kind'], amountPaise: number): LedgerEntry => ({ kind, amountPaise, status: 'paid' });
const refund = (amountPaise: number, status: LedgerEntry['status'] = 'processed'): LedgerEntry => ({ kind: 'refund', amountPaise, status });
const order = (status: Parameters<typeof orderMoney>[0]['status'], totalPaise = 100_000_00, advancePaise = 71_000_00) => ({ status, totalPaise, advancePaise });

describe('orderMoney', () => {
  it('asks for the advance while the order waits for it, then for the rest of the total', () => {
    expect(orderMoney(order('pending_advance'), [])).toMatchObject({ paidPaise: 0, duePaise: 71_000_00, surplusPaise: 0 });
    expect(orderMoney(order('in_production'), [paid('advance', 71_000_00)])).toMatchObject({ paidPaise: 71_000_00, duePaise: 29_000_00 });
    expect(orderMoney(order('balance_paid'), [paid('advance', 71_000_00), paid('balance', 29_000_00)])).toMatchObject({ duePaise: 0, surplusPaise: 0 });
  });

  it('makes a supplement due when a finished weight raised the total, and a surplus when it lowered it', () => {
    const entries = [paid('advance', 71_000_00), paid('balance', 29_000_00)];
    expect(orderMoney(order('balance_paid', 100_533_00), entries)).toMatchObject({ duePaise: 533_00, surplusPaise: 0 });
    expect(orderMoney(order('balance_paid', 99_397_00), entries)).toMatchObject({ duePaise: 0, surplusPaise: 603_00 });
  });

  it('keeps nothing of returned pieces: a return refund leaves nothing due and nothing over', () => {
    const full = [paid('advance', 71_000_00), paid('balance', 29_000_00)];
    const returned = (amountPaise: number, status: LedgerEntry['status']): LedgerEntry => ({ kind: 'refund', amountPaise, status, returned: true });
    expect(orderMoney(order('delivered'), [...full, returned(40_000_00, 'pending')])).toMatchObject({ duePaise: 0, surplusPaise: 0, refundingPaise: 40_000_00 });
    expect(orderMoney(order('delivered'), [...full, returned(40_000_00, 'processed')])).toMatchObject({ duePaise: 0, surplusPaise: 0, refundedPaise: 40_000_00 });
    // A refund that is not a return (a goodwill refund) is still owed back to the shop's total.
    expect(orderMoney(order('delivered'), [...full, refund(40_000_00)])).toMatchObject({ duePaise: 40_000_00 });
  });

  it('counts a pending refund as no longer held, so the surplus is refunded once', () => {
    const entries = [paid('advance', 71_000_00), paid('balance', 29_000_00), refund(603_00, 'pending')];
    expect(orderMoney(order('balance_paid', 99_397_00), entries)).toMatchObject({ refundingPaise: 603_00, refundedPaise: 0, surplusPaise: 0, duePaise: 0 });
  });

  it('gives everything back for a cancelled or expired order, and a failed refund is owed again', () => {
    expect(orderMoney(order('cancelled'), [paid('advance', 71_000_00)])).toMatchObject({ duePaise: 0, surplusPaise: 71_000_00 });
    expect(orderMoney(order('expired'), [paid('advance', 71_000_00), refund(71_000_00)])).toMatchObject({ refundedPaise: 71_000_00, surplusPaise: 0 });
    expect(orderMoney(order('cancelled'), [paid('advance', 71_000_00), refund(71_000_00, 'failed')])).toMatchObject({ surplusPaise: 71_000_00 });
  });
});

describe('nextPaymentKind', () => {
  it('is the advance, then the balance, then a supplement once a balance is in or the order is paid', () => {
    expect(nextPaymentKind('pending_advance', [])).toBe('advance');
    expect(nextPaymentKind('in_production', [paid('advance', 1)])).toBe('balance');
    expect(nextPaymentKind('in_production', [paid('advance', 1), paid('balance', 1)])).toBe('supplement');
    expect(nextPaymentKind('balance_paid', [paid('advance', 1), paid('balance', 1)])).toBe('supplement');
  });
});
