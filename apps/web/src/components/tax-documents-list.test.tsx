import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaxDocumentsList } from './tax-documents-list';

describe('the tax documents list', () => {
  it('names each document, its number, date and total, with a link to its PDF', () => {
    const html = renderToStaticMarkup(
      <TaxDocumentsList
        documents={[
          { id: 3, type: 'receipt_voucher', number: 'RV/26-27/000001', issued_at: '2026-11-23T06:00:00.000Z', place_of_supply: 'Maharashtra', taxable_value: 29_248.54, cgst: 438.73, sgst: 438.73, igst: 0, total: 30_126 },
          { id: 9, type: 'tax_invoice', number: 'INV/26-27/000001', issued_at: '2026-12-05T06:00:00.000Z', place_of_supply: 'Maharashtra', taxable_value: 41_196, cgst: 617.94, sgst: 617.94, igst: 0, total: 42_432 },
        ]}
        pdfUrl={(id) => `/api/orders/7/tax-documents/${id}/pdf`}
      />,
    );
    expect(html).toContain('Receipt Voucher');
    expect(html).toContain('RV/26-27/000001');
    expect(html).toContain('Tax Invoice');
    expect(html).toContain('href="/api/orders/7/tax-documents/9/pdf"');
    expect(html).toContain('₹42,432.00');
    expect(html).toContain('23 Nov 2026');
  });
});
