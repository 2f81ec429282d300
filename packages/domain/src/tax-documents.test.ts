/** A tax document's number: its series' prefix, the financial year as '26-27' and six digits (Rule 46(b): at most 16 characters). */
import { describe, expect, it } from 'vitest';
import { TAX_DOCUMENT_TYPES, taxDocumentNumber } from './tax-documents.ts';

describe('taxDocumentNumber', () => {
  it('writes prefix / short financial year / six-digit sequence', () => {
    expect(taxDocumentNumber('tax_invoice', '2026-27', 123)).toBe('INV/26-27/000123');
    expect(taxDocumentNumber('receipt_voucher', '2026-27', 1)).toBe('RV/26-27/000001');
    expect(taxDocumentNumber('credit_note', '2029-30', 999_999)).toBe('CN/29-30/999999');
  });

  it('stays within 16 characters for every series', () => {
    for (const type of TAX_DOCUMENT_TYPES) expect(taxDocumentNumber(type, '2026-27', 999_999).length).toBeLessThanOrEqual(16);
  });
});
