import { HSN_JEWELLERY, indiaDate, TAX_DOCUMENT_TITLES } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { registerRows } from './tax.repository.ts';

const IST_OFFSET_MS = 330 * 60_000;
/** Midnight at the start of an India date, as an instant. */
const indiaMidnight = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - IST_OFFSET_MS);

const HEADER = ['Type', 'Number', 'Date', 'Customer', 'Place of supply', 'HSN', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];

/** RFC 4180 quoting, and a leading apostrophe for text a spreadsheet would run as a formula. */
function cell(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * GET admin/gst/register: one row per document issued from `from` to `to` (India dates, both
 * included), by type and number, for the shop's accountant (ARCHITECTURE §7).
 */
export async function gstRegisterCsv(deps: Pick<ServiceDeps, 'database'>, from: string, to: string): Promise<string> {
  const end = new Date(indiaMidnight(to).getTime() + 24 * 60 * 60_000);
  const rows = await registerRows(deps.database.db, indiaMidnight(from), end);
  const lines = rows.map(({ doc }) =>
    [
      TAX_DOCUMENT_TITLES[doc.type],
      doc.number,
      indiaDate(doc.issuedAt),
      doc.snapshot.recipient.gstin ? `${doc.snapshot.recipient.name} (${doc.snapshot.recipient.gstin})` : doc.snapshot.recipient.name,
      `${doc.placeOfSupply} (${doc.snapshot.placeOfSupplyCode})`,
      HSN_JEWELLERY,
      doc.taxablePaise / 100,
      doc.cgstPaise / 100,
      doc.sgstPaise / 100,
      doc.igstPaise / 100,
      doc.totalPaise / 100,
    ]
      .map(cell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
