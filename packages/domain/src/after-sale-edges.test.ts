/**
 * Edges of the after-sale rules the mutation run of issue 37 found unstated: which requests are
 * still open, the refusal of each kind after its window, a returned order, a return of nothing, the
 * store-credit references people read, and when the next credit becomes redeemable.
 */
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_MESSAGES,
  AFTER_SALE_STATUSES,
  afterSaleRefusal,
  inspectedValueTooHighMessage,
  isAfterSaleOpen,
  readableReference,
  returnValuePaise,
  storeCreditReference,
  walletFigures,
} from './after-sale.ts';

const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('open requests', () => {
  it('are those not completed and not rejected', () => {
    expect(AFTER_SALE_STATUSES.filter(isAfterSaleOpen)).toEqual(['requested', 'approved', 'received', 'inspected']);
  });
});

describe('the refusal after a window closed', () => {
  const order = { status: 'delivered', deliveredAt: ist('2026-12-01T10:00:00') };
  const late = ist('2031-12-02T00:00:00');
  it('names free maintenance, or the kind asked for, with the date the window ended', () => {
    expect(afterSaleRefusal('maintenance', order, late)).toBe('Free maintenance is offered for 5 years from delivery; for this order that ended on 1 Dec 2031.');
    expect(afterSaleRefusal('exchange', order, late)).toBe('Exchange is offered for 5 years from delivery; for this order that ended on 1 Dec 2031.');
    expect(afterSaleRefusal('buyback', order, late)).toBe('Buyback is offered for 5 years from delivery; for this order that ended on 1 Dec 2031.');
  });
  it('says every piece of a returned order is already back, whatever is asked', () => {
    for (const kind of ['return', 'exchange', 'buyback', 'maintenance'] as const) {
      expect(afterSaleRefusal(kind, { status: 'returned', deliveredAt: order.deliveredAt }, ist('2026-12-02T00:00:00'))).toBe(AFTER_SALE_MESSAGES.pieceGone);
    }
  });
});

describe('inspectedValueTooHighMessage', () => {
  it('states the pieces’ value in rupees', () => {
    expect(inspectedValueTooHighMessage(1_234_500)).toBe('The inspected value cannot be more than ₹12,345, the pieces’ value.');
  });
});

describe('returnValuePaise of nothing', () => {
  it('refunds nothing for an order without lines or without value', () => {
    expect(returnValuePaise(1_000_00, [])).toBe(0);
    expect(returnValuePaise(1_000_00, [{ lineTotalPaise: 0, returned: true }])).toBe(0);
  });
});

describe('store-credit references', () => {
  it('writes a wallet entry as SC- and six digits', () => {
    expect(storeCreditReference(2)).toBe('SC-000002');
    expect(storeCreditReference(123_456)).toBe('SC-123456');
  });
  it('reads the internal credit_<entry> as its store-credit reference and leaves every other reference as it is', () => {
    expect(readableReference('credit_12')).toBe('SC-000012');
    expect(readableReference('credit_1234')).toBe('SC-001234');
    expect(readableReference('pay_Nx1credit_12')).toBe('pay_Nx1credit_12');
    expect(readableReference('credit_12_retry')).toBe('credit_12_retry');
    expect(readableReference('credit_ab')).toBe('credit_ab');
    expect(readableReference(null)).toBeNull();
  });
});

describe('walletFigures: the next credit to become redeemable', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const early = { amountPaise: 10_000, createdAt: new Date('2026-10-01T00:00:00Z') };
  const later = { amountPaise: 20_000, createdAt: new Date('2026-11-01T00:00:00Z') };
  it('is the earliest of the credits not yet redeemable, in whatever order they come', () => {
    expect(walletFigures([early, later], now).nextRedeemableAt).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(walletFigures([later, early], now).nextRedeemableAt).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
});
