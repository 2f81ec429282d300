import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_STATUSES,
  afterSaleDeadline,
  afterSaleRefusal,
  canMoveAfterSale,
  creditForAdvance,
  returnValuePaise,
  walletFigures,
  type AfterSaleStatus,
} from './after-sale.ts';

const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('after-sale windows (India time)', () => {
  const delivered = ist('2026-12-01T10:00:00');
  const order = { status: 'delivered', deliveredAt: delivered };

  it('keeps a return open through the 15th day after the delivery day, and closes it the next midnight', () => {
    expect(afterSaleDeadline('return', delivered).toISOString()).toBe(ist('2026-12-16T23:59:59.999').toISOString());
    expect(afterSaleRefusal('return', order, ist('2026-12-16T23:59:59.999'))).toBeNull();
    expect(afterSaleRefusal('return', order, ist('2026-12-17T00:00:00'))).toBe(
      'Returns are accepted within 15 days of delivery; this order could be returned until 16 Dec 2026.',
    );
  });

  it('counts the delivery day in India even when it was still the day before in UTC', () => {
    // 00:30 IST on 2 Dec is 19:00 UTC on 1 Dec: the window runs from 2 Dec.
    expect(afterSaleDeadline('return', ist('2026-12-02T00:30:00')).toISOString()).toBe(ist('2026-12-17T23:59:59.999').toISOString());
  });

  it('keeps exchange, buyback and maintenance open for 5 years', () => {
    for (const kind of ['exchange', 'buyback', 'maintenance'] as const) {
      expect(afterSaleRefusal(kind, order, ist('2031-12-01T23:59:59'))).toBeNull();
      expect(afterSaleRefusal(kind, order, ist('2031-12-02T00:00:00'))).toMatch(/5 years from delivery; for this order that ended on 1 Dec 2031\.$/);
    }
  });

  it('opens nothing before delivery', () => {
    expect(afterSaleRefusal('maintenance', { status: 'dispatched', deliveredAt: null }, new Date())).toBe(
      'Returns, exchanges, buyback and maintenance open once your order is delivered.',
    );
    expect(afterSaleRefusal('maintenance', { status: 'cancelled', deliveredAt: delivered }, ist('2026-12-02T00:00:00'))).not.toBeNull();
  });
});

describe('the steps of a request', () => {
  const expected: Record<AfterSaleStatus, AfterSaleStatus[]> = {
    requested: ['approved', 'rejected'],
    approved: ['received', 'rejected'],
    received: ['inspected', 'rejected'],
    inspected: ['completed', 'rejected'],
    completed: [],
    rejected: [],
  };
  for (const from of AFTER_SALE_STATUSES) {
    for (const to of AFTER_SALE_STATUSES) {
      const allowed = expected[from].includes(to);
      it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused'}`, () => expect(canMoveAfterSale(from, to)).toBe(allowed));
    }
  }
});

describe('money', () => {
  it('refunds a returned line its share of the final total, and every line the whole total to the paisa', () => {
    const lines = [
      { lineTotalPaise: 3_000_001, returned: true },
      { lineTotalPaise: 1_000_000, returned: false },
    ];
    expect(returnValuePaise(4_100_000, lines)).toBe(Math.round((4_100_000 * 3_000_001) / 4_000_001));
    expect(returnValuePaise(4_100_000, lines.map((l) => ({ ...l, returned: true })))).toBe(4_100_000);
    expect(returnValuePaise(4_100_000, lines.map((l) => ({ ...l, returned: false })))).toBe(0);
  });

  it('makes credit redeemable 3 months after it was granted, spending the oldest first', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const figures = walletFigures(
      [
        { amountPaise: 100_000, createdAt: new Date('2026-07-01T00:00:00Z') },
        { amountPaise: 50_000, createdAt: new Date('2026-11-01T00:00:00Z') },
        { amountPaise: -30_000, createdAt: new Date('2026-11-10T00:00:00Z') },
      ],
      now,
    );
    expect(figures).toEqual({ balancePaise: 120_000, redeemablePaise: 70_000, nextRedeemableAt: new Date('2027-02-01T00:00:00Z') });
    expect(walletFigures([{ amountPaise: 100_000, createdAt: new Date('2026-08-25T12:00:00Z') }], now).redeemablePaise).toBe(100_000);
    expect(walletFigures([{ amountPaise: 100_000, createdAt: new Date('2026-08-25T12:00:01Z') }], now).redeemablePaise).toBe(0);
  });

  it('pays at most the advance less the minimum payment from credit', () => {
    expect(creditForAdvance(5_000_00, 30_126_00)).toBe(5_000_00);
    expect(creditForAdvance(99_999_00, 30_126_00)).toBe(30_116_00);
    expect(creditForAdvance(0, 30_126_00)).toBe(0);
  });
});
