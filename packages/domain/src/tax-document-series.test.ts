/** The series of tax documents as an accountant reads them (ARCHITECTURE §9, decision 058). */
import { describe, expect, it } from 'vitest';
import {
  isReceiptVoucher,
  TAX_DOCUMENT_PREFIXES,
  TAX_DOCUMENT_TITLES,
  TAX_DOCUMENT_TYPES,
  taxDocumentNumber,
} from './tax-documents.ts';

describe('receipt vouchers', () => {
  it('are those of orders’ advances (RV/) and of plan instalments (PRV/), both printed as a Receipt Voucher', () => {
    expect(isReceiptVoucher('receipt_voucher')).toBe(true);
    expect(isReceiptVoucher('plan_receipt_voucher')).toBe(true);
    expect(TAX_DOCUMENT_TITLES.receipt_voucher).toBe('Receipt Voucher');
    expect(TAX_DOCUMENT_TITLES.plan_receipt_voucher).toBe('Receipt Voucher');
  });

  it('are no other document: not an invoice, a credit note, a refund voucher or a purchase voucher', () => {
    const others = TAX_DOCUMENT_TYPES.filter(
      (t) => t !== 'receipt_voucher' && t !== 'plan_receipt_voucher',
    );
    expect(others).toEqual(['tax_invoice', 'credit_note', 'refund_voucher', 'purchase_voucher']);
    for (const type of others) expect(isReceiptVoucher(type), type).toBe(false);
  });
});

describe('a document’s number', () => {
  it('is its series, the financial year and six digits, each series with a prefix of its own', () => {
    expect(taxDocumentNumber('plan_receipt_voucher', '2026-27', 7)).toBe('PRV/26-27/000007');
    expect(taxDocumentNumber('purchase_voucher', '2027-28', 12_345)).toBe('PV/27-28/012345');
    expect(taxDocumentNumber('refund_voucher', '2026-27', 1)).toBe('RF/26-27/000001');
    const prefixes = TAX_DOCUMENT_TYPES.map((t) => TAX_DOCUMENT_PREFIXES[t]);
    expect(new Set(prefixes).size).toBe(TAX_DOCUMENT_TYPES.length);
    for (const type of TAX_DOCUMENT_TYPES)
      expect(taxDocumentNumber(type, '2026-27', 42), type).toMatch(/^[A-Z]{2,3}\/26-27\/000042$/);
  });
});
