import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, DEMO_GSTIN, financialYear, gstinCheckDigit, gstStateCode, isValidGstin, splitInclusiveAmount, stateOfGstin, taxOf, taxOnTaxable, allocateTax } from './gst.ts';

describe('GSTIN', () => {
  it('the demo seller’s GSTIN carries an LLP’s PAN: the fourth PAN character is F, the fifth the name’s initial', () => {
    const pan = DEMO_GSTIN.slice(2, 12);
    expect(pan).toMatch(/^[A-Z]{3}F[A-Z]\d{4}[A-Z]$/);
    expect(pan.charAt(4)).toBe('K');
  });

  it('accepts real GSTINs and the demo one, and refuses any one-character change', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', DEMO_GSTIN]) expect(isValidGstin(gstin), gstin).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('28AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(gstinCheckDigit('27AAPFU0939F1Z')).toBe('V');
  });

  it('reads the state from its first two digits', () => {
    expect(stateOfGstin(DEMO_GSTIN)).toBe('Maharashtra');
    expect(stateOfGstin('29AAGCB7383J1Z4')).toBe('Karnataka');
    expect(gstStateCode('Tamil Nadu')).toBe('33');
    expect(gstStateCode('Atlantis')).toBeNull();
  });
});

describe('tax on a taxable value (ARCHITECTURE §9)', () => {
  const within = (tax: number, taxable: number, basisPoints: number) => Math.abs(tax - (taxable * basisPoints) / 10_000) <= 0.5;

  it('is CGST and SGST each 1.5% rounded half-up within the state, IGST 3% across: the audit’s ₹16,361.80', () => {
    // The audit found ₹245.43 / ₹245.42: one component each rounded on its own is ₹245.43.
    expect(taxOnTaxable(1_636_180, true)).toEqual({ cgstPaise: 24_543, sgstPaise: 24_543, igstPaise: 0 });
    expect(taxOnTaxable(1_636_180, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 49_085 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.boolean(), (taxable, intra) => {
        const s = taxOnTaxable(taxable, intra);
        return intra ? s.cgstPaise === s.sgstPaise && within(s.cgstPaise, taxable, 150) && s.igstPaise === 0 : within(s.igstPaise, taxable, 300) && s.cgstPaise === 0;
      }),
    );
  });

  it('shares a document’s tax over its lines: the lines add up to the document, each within a paisa of its rate', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 1, maxLength: 6 }), fc.boolean(), (taxables, intra) => {
        const lines = allocateTax(taxables, intra);
        const doc = taxOnTaxable(taxables.reduce((s, t) => s + t, 0), intra);
        const sum = (k: 'cgstPaise' | 'sgstPaise' | 'igstPaise') => lines.reduce((s, l) => s + l[k], 0);
        const near = lines.every((l, i) => Math.abs(taxOf(l) - ((taxables[i] ?? 0) * 3) / 100) < 2);
        return sum('cgstPaise') === doc.cgstPaise && sum('sgstPaise') === doc.sgstPaise && sum('igstPaise') === doc.igstPaise && near;
      }),
    );
  });

  it('splits an amount with GST by the order’s discounted taxable value, the paise left in the round-off', () => {
    // A receipt voucher of ₹17,081.00 on an order whose taxable value after a code is ₹41,196.12 and GST ₹1,235.88.
    const s = splitInclusiveAmount(1_708_100, { taxablePaise: 4_119_612, taxPaise: 123_588 }, false);
    expect(s.taxablePaise).toBe(1_658_350);
    expect(s.igstPaise).toBe(49_751);
    expect(s.taxablePaise + s.igstPaise + s.roundOffPaise).toBe(1_708_100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 100_000, max: 10 ** 10 }), fc.boolean(), (permille, taxable, intra) => {
        const order = { taxablePaise: taxable, taxPaise: Math.round(taxable * 0.03) };
        const amount = Math.max(1, Math.floor(((order.taxablePaise + order.taxPaise) * permille) / 1000));
        const s = splitInclusiveAmount(amount, order, intra);
        return s.taxablePaise + taxOf(s) + s.roundOffPaise === amount && Math.abs(s.roundOffPaise) <= 2;
      }),
    );
  });
});

describe('financialYear', () => {
  it('turns at midnight of 1 April in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});

describe('amountInWords', () => {
  it('speaks Indian numbering: thousand, lakh, crore, and paise', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1_000)).toBe('Rupees Ten Only');
    expect(amountInWords(1_050)).toBe('Rupees Ten and Fifty Paise Only');
    expect(amountInWords(4_243_200)).toBe('Rupees Forty-Two Thousand Four Hundred Thirty-Two Only');
    expect(amountInWords(10_234_500)).toBe('Rupees One Lakh Two Thousand Three Hundred Forty-Five Only');
    expect(amountInWords(1_234_567_899)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety-Nine Paise Only');
  });
});
