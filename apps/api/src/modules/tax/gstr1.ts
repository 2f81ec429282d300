import { HSN_JEWELLERY } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { registerEntries, type RegisterEntry } from './gst-register.ts';

/*
 * GET admin/gst/gstr1?period=MMYYYY (ARCHITECTURE §9): the month's register as the JSON the GST
 * portal's offline tool reads for GSTR-1. Built from the same signed rows as the register, so its
 * sums are the register's: b2b + b2cl + b2cs − cdnr − cdnur = the taxed rows, and so is the HSN
 * summary. Advances for goods carry no tax at receipt (Notification 66/2017-CT): `at` and `txpd`
 * stay empty, and the vouchers are counted in the documents issued (Table 13).
 */

const rupees = (paise: number) => Math.round(paise) / 100;
/** dd-mm-yyyy, the portal's date. */
const portalDate = (isoDay: string) => isoDay.split('-').reverse().join('-');

interface Amounts {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** A row's amounts as positive figures (a credit note is reported as a note, not a negative invoice). */
const amountsOf = (e: RegisterEntry, sign = 1): Amounts => ({
  txval: rupees(sign * e.taxablePaise),
  iamt: rupees(sign * e.igstPaise),
  camt: rupees(sign * e.cgstPaise),
  samt: rupees(sign * e.sgstPaise),
  csamt: 0,
});

const items = (e: RegisterEntry, sign = 1) => [{ num: 1, itm_det: { rt: e.rate ?? 0, ...amountsOf(e, sign) } }];

function byKey<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

const sumPaise = (rows: RegisterEntry[], k: 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise' | 'quantity') => rows.reduce((s, r) => s + r[k], 0);

/** Table 13's nature of each document type (the offline tool's doc_num); both receipt voucher series are nature 6. */
const DOC_NUM = { tax_invoice: 1, purchase_voucher: 2, credit_note: 5, receipt_voucher: 6, plan_receipt_voucher: 6, refund_voucher: 8 } as const;

function docIssue(rows: RegisterEntry[]) {
  const natures = [...new Set(Object.values(DOC_NUM))].sort((a, b) => a - b);
  const doc_det = natures
    .map((doc_num) => {
      const series = byKey(
        rows.filter((r) => DOC_NUM[r.doc.type] === doc_num),
        (r) => r.doc.number.slice(0, r.doc.number.lastIndexOf('/')),
      );
      const docs = [...series.values()].map((list, n) => {
        const sorted = [...list].sort((a, b) => a.doc.sequence - b.doc.sequence);
        return { num: n + 1, from: sorted[0]?.doc.number ?? '', to: sorted.at(-1)?.doc.number ?? '', totnum: sorted.length, cancel: 0, net_issue: sorted.length };
      });
      return { doc_num, docs };
    })
    .filter((d) => d.docs.length > 0);
  return { doc_det };
}

/** The first and last India dates of `period` (MMYYYY), both included. */
export function periodDays(period: string): [from: string, to: string] {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [`${year}-${period.slice(0, 2)}-01`, `${year}-${period.slice(0, 2)}-${String(last).padStart(2, '0')}`];
}

/** The GSTR-1 JSON of `period` (MMYYYY) for the shop's GSTIN. */
export async function gstr1Json(deps: Pick<ServiceDeps, 'database' | 'config'>, period: string) {
  const [from, to] = periodDays(period);
  return gstr1Of(await registerEntries(deps, from, to), deps.config.shop.gstin, period);
}

/** The GSTR-1 JSON of the register's rows of `period`, for `gstin`. */
export function gstr1Of(rows: RegisterEntry[], gstin: string, period: string) {
  const taxed = rows.filter((r) => r.class === 'b2b' || r.class === 'b2cl' || r.class === 'b2cs');
  const invoices = taxed.filter((r) => r.doc.type === 'tax_invoice');
  const notes = taxed.filter((r) => r.doc.type === 'credit_note');

  const b2b = [...byKey(invoices.filter((r) => r.class === 'b2b'), (r) => r.gstin)].map(([ctin, list]) => ({
    ctin,
    inv: list.map((r) => ({ inum: r.doc.number, idt: portalDate(r.date), val: rupees(r.totalPaise), pos: r.posCode, rchrg: 'N', inv_typ: 'R', itms: items(r) })),
  }));
  const b2cl = [...byKey(invoices.filter((r) => r.class === 'b2cl'), (r) => r.posCode)].map(([pos, list]) => ({
    pos,
    inv: list.map((r) => ({ inum: r.doc.number, idt: portalDate(r.date), val: rupees(r.totalPaise), itms: items(r) })),
  }));
  // B2C small is a summary by place of supply, its credit notes netted in (negative).
  const b2cs = [...byKey(taxed.filter((r) => r.class === 'b2cs'), (r) => r.posCode)].map(([pos, list]) => ({
    sply_ty: list[0]?.doc.snapshot.intraState ? 'INTRA' : 'INTER',
    pos,
    typ: 'OE',
    rt: 3,
    txval: rupees(sumPaise(list, 'taxablePaise')),
    iamt: rupees(sumPaise(list, 'igstPaise')),
    camt: rupees(sumPaise(list, 'cgstPaise')),
    samt: rupees(sumPaise(list, 'sgstPaise')),
    csamt: 0,
  }));
  const note = (r: RegisterEntry) => ({ ntty: 'C', nt_num: r.doc.number, nt_dt: portalDate(r.date), val: rupees(-r.totalPaise), pos: r.posCode });
  const cdnr = [...byKey(notes.filter((r) => r.class === 'b2b'), (r) => r.gstin)].map(([ctin, list]) => ({
    ctin,
    nt: list.map((r) => ({ ...note(r), rchrg: 'N', inv_typ: 'R', itms: items(r, -1) })),
  }));
  const cdnur = notes.filter((r) => r.class === 'b2cl').map((r) => ({ typ: 'B2CL', ...note(r), itms: items(r, -1) }));
  const hsn = {
    data:
      taxed.length === 0
        ? []
        : [
            {
              num: 1,
              hsn_sc: HSN_JEWELLERY,
              desc: 'Articles of jewellery of precious metal',
              uqc: 'PCS',
              qty: sumPaise(taxed, 'quantity'),
              rt: 3,
              txval: rupees(sumPaise(taxed, 'taxablePaise')),
              iamt: rupees(sumPaise(taxed, 'igstPaise')),
              camt: rupees(sumPaise(taxed, 'cgstPaise')),
              samt: rupees(sumPaise(taxed, 'sgstPaise')),
              csamt: 0,
            },
          ],
  };
  return { gstin, fp: period, b2b, b2cl, b2cs, cdnr, cdnur, at: [], txpd: [], hsn, doc_issue: docIssue(rows) };
}
