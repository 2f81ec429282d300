import { describe, expect, it } from 'vitest';
import { WORKSHOP_KARATS } from './workshop.ts';
import { GOLD_EXCHANGE_STATUSES, OLD_GOLD_KARATS, goldExchangeClosed, goldExchangeRefusal, goldValue, oldGoldEstimate, percentToBasisPoints, type GoldExchangeStatus } from './gold-exchange.ts';

const BUY = { '14k': 3_900_00, '18k': 4_900_00, '22k': 6_000_00, '24k': 6_500_00 };

describe('the estimate of old gold', () => {
  it('is offered for every karat the workshop keeps in stock (the gold comes into that stock)', () => {
    expect([...OLD_GOLD_KARATS]).toEqual([...WORKSHOP_KARATS]);
  });

  it('is each piece’s weight at its karat’s buy rate, less the deduction on the sum', () => {
    // 10.5 g of 22K at ₹6,000 and 2.25 g of 18K at ₹4,900: ₹74,025, less 3% (₹2,220.75).
    const e = oldGoldEstimate(
      [
        { karat: '22k', approxWeightMg: 10_500 },
        { karat: '18k', approxWeightMg: 2_250 },
      ],
      BUY,
      300,
    );
    expect(e).toEqual({ grossPaise: 74_025_00, deductionPaise: 2_220_75, valuePaise: 71_804_25 });
  });

  it('rounds half a paisa up, once, on the sum', () => {
    // 1 mg of 14K at ₹3,900 a gram is 390 paise; 2.5% of 390 paise is 9.75 → 10.
    expect(oldGoldEstimate([{ karat: '14k', approxWeightMg: 1 }], BUY, 250)).toEqual({ grossPaise: 390, deductionPaise: 10, valuePaise: 380 });
    expect(goldValue(3, 1_50, 0).grossPaise).toBe(0); // 0.45 paise rounds down
    expect(goldValue(5, 1_00, 0).grossPaise).toBe(1); // 0.5 paise rounds up
  });

  it('is no estimate while the shop has no buy rate for a karat asked about', () => {
    expect(oldGoldEstimate([{ karat: '22k', approxWeightMg: 1_000 }], null, 300)).toBeNull();
    expect(oldGoldEstimate([{ karat: '24k', approxWeightMg: 1_000 }], { '22k': 6_000_00 }, 300)).toBeNull();
  });

  it('takes no deduction at 0% and everything at 100%', () => {
    expect(goldValue(1_000, 6_000_00, 0).valuePaise).toBe(6_000_00);
    expect(goldValue(1_000, 6_000_00, 10_000).valuePaise).toBe(0);
  });

  it('keeps fractional percentages exactly (2.5% is 250 basis points)', () => {
    expect(percentToBasisPoints(2.5)).toBe(250);
    expect(percentToBasisPoints(3)).toBe(300);
    expect(percentToBasisPoints(0.1)).toBe(10);
  });

  it('refuses a weight that is not whole milligrams', () => {
    expect(() => goldValue(1.5, 100, 0)).toThrow(RangeError);
    expect(() => goldValue(-1, 100, 0)).toThrow(RangeError);
  });
});

describe('a lot’s moves', () => {
  const tested = { testedKarat: '22k' as const, netWeightMg: 9_800 };

  it('go forward one step at a time for the shop: received, tested, valued', () => {
    expect(goldExchangeRefusal('requested', 'received', 'owner')).toBeNull();
    expect(goldExchangeRefusal('received', 'tested', 'owner', tested)).toBeNull();
    expect(goldExchangeRefusal('tested', 'valued', 'owner', tested)).toBeNull();
    expect(goldExchangeRefusal('requested', 'tested', 'owner', tested)).toBe('illegal');
    expect(goldExchangeRefusal('received', 'valued', 'owner', tested)).toBe('illegal');
    expect(goldExchangeRefusal('valued', 'tested', 'owner', tested)).toBe('illegal');
  });

  it('never repeat a step (a retried click is refused, not applied twice)', () => {
    for (const s of GOLD_EXCHANGE_STATUSES) expect(goldExchangeRefusal(s, s, 'owner', tested), s).toBe('illegal');
  });

  it('need the tested karat and a net weight above zero to be tested', () => {
    expect(goldExchangeRefusal('received', 'tested', 'owner')).toBe('needsTest');
    expect(goldExchangeRefusal('received', 'tested', 'owner', { testedKarat: '22k', netWeightMg: 0 })).toBe('needsTest');
    expect(goldExchangeRefusal('received', 'tested', 'owner', { testedKarat: null, netWeightMg: 9_800 })).toBe('needsTest');
  });

  it('credit only by the customer’s acceptance of a valuation', () => {
    expect(goldExchangeRefusal('valued', 'credited', 'customer')).toBeNull();
    expect(goldExchangeRefusal('valued', 'credited', 'owner')).toBe('needsAcceptance');
    expect(goldExchangeRefusal('tested', 'credited', 'customer')).toBe('illegal');
  });

  it('let the shop reject (return) at any step before the credit, and the customer only a valuation', () => {
    const open: GoldExchangeStatus[] = ['requested', 'received', 'tested', 'valued'];
    for (const s of open) expect(goldExchangeRefusal(s, 'rejected', 'owner'), s).toBeNull();
    expect(goldExchangeRefusal('valued', 'rejected', 'customer')).toBeNull();
    expect(goldExchangeRefusal('requested', 'rejected', 'customer')).toBe('ownerOnly');
    expect(goldExchangeRefusal('requested', 'received', 'customer')).toBe('ownerOnly');
  });

  it('end at credited or rejected: nothing moves a closed lot', () => {
    for (const closed of ['credited', 'rejected'] as const) {
      expect(goldExchangeClosed(closed)).toBe(true);
      for (const to of GOLD_EXCHANGE_STATUSES) {
        expect(goldExchangeRefusal(closed, to, 'owner', tested)).toBe('illegal');
        expect(goldExchangeRefusal(closed, to, 'customer', tested)).toBe('illegal');
      }
    }
    expect(goldExchangeClosed('valued')).toBe(false);
  });
});
