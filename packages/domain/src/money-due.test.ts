import { describe, expect, it } from 'vitest';
import type { LedgerEntryView } from './contract/orders.ts';
import { moneyOwed, type OwedOrder } from './money-due.ts';

const paid = (kind: LedgerEntryView['kind'], amount: number): LedgerEntryView => ({
  kind,
  amount,
  status: 'paid',
  reference: `pay_${kind}`,
  created_at: '2026-11-23T06:00:00.000Z',
  expected_by: null,
  note: null,
});
const order = (over: Partial<OwedOrder>): OwedOrder => ({ status: 'in_production', production_stage: 'designing', amount_due: 15_016, ledger: [paid('advance', 36_000)], ...over });

describe('what an order owes and when (issue 35 #13)', () => {
  it('says nothing is due now while the piece is being designed: the balance is due before dispatch', () => {
    for (const stage of ['designing', 'cad', 'manufacturing', 'setting'] as const) {
      expect(moneyOwed(order({ production_stage: stage }))).toEqual({ label: 'Balance, due before dispatch', amount: 15_016, now: false });
    }
  });

  it('makes the balance due now once the piece is ready', () => {
    expect(moneyOwed(order({ production_stage: 'final' }))).toEqual({ label: 'Due now', amount: 15_016, now: true });
  });

  it('makes the advance of an unpaid order due now', () => {
    expect(moneyOwed(order({ status: 'pending_advance', production_stage: null, ledger: [] }))).toEqual({ label: 'Advance due now', amount: 15_016, now: true });
  });

  it('makes a supplement after the finished weight due now, whatever the stage', () => {
    const ledger = [paid('advance', 36_000), paid('balance', 15_016)];
    expect(moneyOwed(order({ status: 'balance_paid', amount_due: 181, ledger }))).toEqual({ label: 'Due now', amount: 181, now: true });
    expect(moneyOwed(order({ status: 'dispatched', production_stage: 'final', amount_due: 181, ledger }))).toMatchObject({ now: true });
  });

  it('owes nothing when nothing is due', () => {
    expect(moneyOwed(order({ amount_due: 0 }))).toBeNull();
    expect(moneyOwed(order({ status: 'cancelled', amount_due: 0 }))).toBeNull();
  });
});

describe('what an order owes: edges (issue 37)', () => {
  it('makes a supplement due now while the piece is still being made, once the balance is paid', () => {
    const ledger = [paid('advance', 36_000), paid('balance', 15_016)];
    expect(moneyOwed(order({ production_stage: 'designing', amount_due: 181, ledger }))).toEqual({ label: 'Due now', amount: 181, now: true });
  });
});
