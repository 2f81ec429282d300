/**
 * Edges of the GST arithmetic the mutation run of issue 37 found untested: the largest-remainder
 * order of a document's tax over its lines, an amount split on an order with no GST, a GSTIN whose
 * state code is not a state, and amounts in words at round hundreds, thousands and twenties.
 */
import { describe, expect, it } from 'vitest';
import { allocateTax, amountInWords, gstinCheckDigit, isValidGstin, splitInclusiveAmount } from './gst.ts';

const cgst = (lines: { cgstPaise: number }[]) => lines.map((l) => l.cgstPaise);

describe('allocateTax', () => {
  it('gives the paise left after the floors to the lines with the largest remainder, not the largest value or the first', () => {
    // 1.5% of 300 and of 167 paise: 4.5 and 2.505; the document's 1.5% of 467 is 7.005 → 7.
    // Floors 4 + 2 leave one paisa: it goes to the 167 line (remainder 0.505 > 0.5).
    expect(cgst(allocateTax([300, 167], true))).toEqual([4, 3]);
    expect(cgst(allocateTax([167, 300], true))).toEqual([3, 4]);
  });

  it('breaks a tie of remainders by the line’s order', () => {
    // 1.5% of 100 is 1.5 each; the document's 1.5% of 300 is 4.5 → 5: floors 1 + 1 + 1 leave 2.
    expect(cgst(allocateTax([100, 100, 100], true))).toEqual([2, 2, 1]);
  });
});

describe('splitInclusiveAmount on an order with no GST', () => {
  it('is all taxable value, no tax and no round-off', () => {
    expect(splitInclusiveAmount(500, { taxablePaise: 1_000, taxPaise: 0 }, true)).toEqual({ taxablePaise: 500, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0 });
    expect(splitInclusiveAmount(500, { taxablePaise: 0, taxPaise: 0 }, false)).toEqual({ taxablePaise: 500, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0 });
  });
});

describe('isValidGstin', () => {
  it('refuses a state code that is no state, even with the right check character', () => {
    for (const code of ['00', '99', '39']) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(isValidGstin(first14 + gstinCheckDigit(first14)), code).toBe(false);
    }
    const maharashtra = '27AAPFU0939F1Z';
    expect(isValidGstin(maharashtra + gstinCheckDigit(maharashtra))).toBe(true);
  });
});

describe('amountInWords at round numbers', () => {
  it('says no trailing words for zero parts', () => {
    expect(amountInWords(2_000)).toBe('Rupees Twenty Only');
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(100_000)).toBe('Rupees One Thousand Only');
    expect(amountInWords(20_000_000)).toBe('Rupees Two Lakh Only');
    expect(amountInWords(2_000_000_000)).toBe('Rupees Two Crore Only');
    expect(amountInWords(2_020)).toBe('Rupees Twenty and Twenty Paise Only');
  });
});
