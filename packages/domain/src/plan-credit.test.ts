import { describe, expect, it } from 'vitest';
import { walletFigures } from './after-sale.ts';

// A matured purchase plan's value is store credit for orders only, never cash (ARCHITECTURE §11).
const NOW = new Date('2028-06-01T00:00:00Z');
const OLD = new Date('2027-01-01T00:00:00Z'); // long past the 3 months after which credit may be cashed
const entry = (kind: string, amountPaise: number, createdAt = OLD) => ({ kind, amountPaise, createdAt });

describe('plan credit in the wallet', () => {
  it('counts in the balance but never becomes redeemable for cash, however old', () => {
    const f = walletFigures([entry('plan_maturity', 6_000_000)], NOW);
    expect(f.balancePaise).toBe(6_000_000);
    expect(f.redeemablePaise).toBe(0);
  });

  it('leaves exchange credit beside it redeemable as before', () => {
    expect(walletFigures([entry('exchange_credit', 500_000), entry('plan_maturity', 6_000_000)], NOW).redeemablePaise).toBe(500_000);
  });

  it('is what an order spends first, so exchange credit stays redeemable after the plan credit is spent', () => {
    const f = walletFigures([entry('exchange_credit', 500_000), entry('plan_maturity', 6_000_000), entry('order_payment', -6_000_000)], NOW);
    expect(f.balancePaise).toBe(500_000);
    expect(f.redeemablePaise).toBe(500_000);
  });

  it('comes back as plan credit when the order it paid refunds it: still not cash', () => {
    const f = walletFigures(
      [entry('plan_maturity', 6_000_000), entry('order_payment', -6_000_000), entry('order_refund', 6_000_000)],
      NOW,
    );
    expect(f.balancePaise).toBe(6_000_000);
    expect(f.redeemablePaise).toBe(0);
  });
});
