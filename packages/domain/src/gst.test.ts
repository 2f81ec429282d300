import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, DEMO_GSTIN, financialYear, gstinCheckDigit, gstStateCode, isValidGstin, splitGst, stateOfGstin } from './gst.ts';

describe('GSTIN', () => {
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

describe('splitGst', () => {
  it('halves within the state (CGST rounded half-up) and is IGST across states, always adding up exactly', () => {
    expect(splitGst(123_457, true)).toEqual({ cgstPaise: 61_729, sgstPaise: 61_728, igstPaise: 0 });
    expect(splitGst(123_457, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 123_457 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.boolean(), (gst, intra) => {
        const s = splitGst(gst, intra);
        return s.cgstPaise + s.sgstPaise + s.igstPaise === gst && Math.abs(s.cgstPaise - s.sgstPaise) <= 1;
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
