import type { TaxDocument } from '@kanak/db';
import { GST_RATE_BASIS_POINTS, HSN_JEWELLERY, indiaDate, isReceiptVoucher, TAX_DOCUMENT_TITLES } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { registerRows } from './tax.repository.ts';
import { oneLine } from './tax-snapshot.ts';

const IST_OFFSET_MS = 330 * 60_000;
/** Midnight at the start of an India date, as an instant. */
export const indiaMidnight = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - IST_OFFSET_MS);

/**
 * How a row counts (ARCHITECTURE §9): a supply to a GSTIN is `b2b`; to a consumer in another
 * state above the B2C large limit `b2cl` (invoice value over ₹1,00,000, Notification 12/2024-CT);
 * every other consumer `b2cs`. Receipt and refund vouchers are `advance` (no tax payable on an
 * advance for goods, Notification 66/2017-CT); a purchase voucher is `inward`.
 */
export type RegisterClass = 'b2b' | 'b2cl' | 'b2cs' | 'advance' | 'inward';
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** One signed row of the register, in paise: credit notes and refund vouchers negative. */
export interface RegisterEntry {
  doc: TaxDocument;
  date: string;
  original: string;
  customer: string;
  gstin: string;
  placeOfSupply: string;
  posCode: string;
  class: RegisterClass;
  /** Percent; null where no tax is charged (advances, purchases). */
  rate: number | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  /** Pieces, signed (the HSN summary's PCS). */
  quantity: number;
}

function classOf(doc: TaxDocument, gstin: string): RegisterClass {
  // A plan instalment's receipt voucher is an advance too (decision 058): goods not yet identified.
  if (isReceiptVoucher(doc.type) || doc.type === 'refund_voucher') return 'advance';
  if (doc.type === 'purchase_voucher') return 'inward';
  if (gstin) return 'b2b';
  // A credit note takes its invoice's class: the invoice's value is the one the limit reads.
  const invoiceValue = doc.type === 'credit_note' ? (doc.snapshot.references[0]?.amountPaise ?? 0) : doc.totalPaise;
  return !doc.snapshot.intraState && invoiceValue > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

/** A stored document as its signed register row. */
export function registerEntry(doc: TaxDocument): RegisterEntry {
  const s = doc.snapshot;
  const party = s.buyer ?? s.recipient;
  const gstin = party.gstin ?? s.recipient.gstin ?? '';
  const cls = classOf(doc, gstin);
  const sign = doc.type === 'credit_note' || doc.type === 'refund_voucher' ? -1 : 1;
  // An advance or a purchase carries no output tax: its whole amount is its value.
  const taxed = cls !== 'advance' && cls !== 'inward';
  const taxable = taxed ? doc.taxablePaise : doc.totalPaise;
  const [cgst, sgst, igst] = taxed ? [doc.cgstPaise, doc.sgstPaise, doc.igstPaise] : [0, 0, 0];
  const pieces = doc.type === 'tax_invoice' || doc.type === 'credit_note' ? s.lines.reduce((n, l) => n + l.quantity, 0) : 0;
  return {
    doc,
    date: indiaDate(doc.issuedAt),
    original: doc.type === 'tax_invoice' ? '' : s.references.filter((r) => r.amountPaise >= 0).map((r) => r.number).join(' '),
    customer: oneLine(party.name),
    gstin,
    placeOfSupply: s.placeOfSupply,
    posCode: s.placeOfSupplyCode,
    class: cls,
    rate: taxed ? GST_RATE_BASIS_POINTS / 100 : null,
    taxablePaise: sign * taxable,
    cgstPaise: sign * cgst,
    sgstPaise: sign * sgst,
    igstPaise: sign * igst,
    roundOffPaise: sign * (doc.totalPaise - taxable - cgst - sgst - igst),
    totalPaise: sign * doc.totalPaise,
    quantity: sign * pieces,
  };
}

/** Every document issued from `from` to `to` (India dates, both included), by type and number. */
export async function registerEntries(deps: Pick<ServiceDeps, 'database'>, from: string, to: string): Promise<RegisterEntry[]> {
  const end = new Date(indiaMidnight(to).getTime() + 24 * 60 * 60_000);
  return (await registerRows(deps.database.db, indiaMidnight(from), end)).map(({ doc }) => registerEntry(doc));
}

const HEADER = ['Type', 'Number', 'Date', 'Original document', 'Customer', 'Recipient GSTIN', 'Place of supply', 'Class', 'HSN', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Round off', 'Total'];

/** RFC 4180 quoting, one line per cell, and a leading apostrophe for text a spreadsheet would run as a formula. */
function cell(value: string | number): string {
  const flat = typeof value === 'number' ? value.toFixed(2) : oneLine(value);
  const text = typeof value === 'number' ? flat : /^[=+\-@]/.test(flat) ? `'${flat}` : flat;
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * GET admin/gst/register: one signed row per document (ARCHITECTURE §9), each footing: taxable +
 * CGST + SGST + IGST + round off = total. Output tax is the taxed classes' sum (invoices less
 * credit notes); advances and purchases carry none.
 */
export async function gstRegisterCsv(deps: Pick<ServiceDeps, 'database'>, from: string, to: string): Promise<string> {
  return registerCsv(await registerEntries(deps, from, to));
}

/** The register's rows as the CSV an accountant opens: the header, then one line per document. */
export function registerCsv(entries: RegisterEntry[]): string {
  const lines = entries.map((e) =>
    [
      TAX_DOCUMENT_TITLES[e.doc.type],
      e.doc.number,
      e.date,
      e.original,
      e.customer,
      e.gstin,
      `${e.posCode}-${e.placeOfSupply}`,
      e.class,
      HSN_JEWELLERY,
      e.rate === null ? '' : e.rate,
      e.taxablePaise / 100,
      e.cgstPaise / 100,
      e.sgstPaise / 100,
      e.igstPaise / 100,
      e.roundOffPaise / 100,
      e.totalPaise / 100,
    ]
      .map(cell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
