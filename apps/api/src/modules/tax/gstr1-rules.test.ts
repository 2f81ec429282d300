import type { TaxDocument } from '@kanak/db';
import type { TaxDocumentType } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { registerCsv, type RegisterClass, type RegisterEntry } from './gst-register.ts';
import { gstr1Of, periodDays } from './gstr1.ts';

/*
 * GSTR-1 and the register's CSV from the register's rows (ARCHITECTURE §9 "The register and
 * GSTR-1"), stated without a database on a month a CA could work out by hand (issue 37: gstr1.ts and
 * the register CSV were never measured). The shop is in Maharashtra (27). Amounts are in paise in
 * the rows and in rupees in the JSON the GST portal's offline tool reads.
 */

const SHOP_GSTIN = '27AAPFK1234L1Z5';
const BANGALORE_GEMS = '29AAGCB7383J1Z4';
const PUNE_JEWELS = '27AAACP4567Q1Z2';

interface Row {
  type: TaxDocumentType;
  number: string;
  class: RegisterClass;
  day: string;
  pos: string;
  taxable: number;
  cgst?: number;
  sgst?: number;
  igst?: number;
  total: number;
  pieces?: number;
  gstin?: string;
  customer?: string;
  original?: string;
}

const STATES: Record<string, string> = { '27': 'Maharashtra', '29': 'Karnataka' };

/** A register row as `registerEntry` makes it: credit notes and refund vouchers already negative. */
function row(r: Row): RegisterEntry {
  const sequence = Number(r.number.slice(r.number.lastIndexOf('/') + 1));
  const [cgst, sgst, igst] = [r.cgst ?? 0, r.sgst ?? 0, r.igst ?? 0];
  const taxed = r.class === 'b2b' || r.class === 'b2cl' || r.class === 'b2cs';
  return {
    doc: {
      type: r.type,
      number: r.number,
      sequence,
      snapshot: { intraState: r.pos === '27' },
    } as unknown as TaxDocument,
    date: r.day,
    original: r.original ?? '',
    customer: r.customer ?? 'Asha Rao',
    gstin: r.gstin ?? '',
    placeOfSupply: STATES[r.pos] ?? '',
    posCode: r.pos,
    class: r.class,
    rate: taxed ? 3 : null,
    taxablePaise: r.taxable,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    roundOffPaise: r.total - r.taxable - cgst - sgst - igst,
    totalPaise: r.total,
    quantity: r.pieces ?? 0,
  };
}

// November 2026. Rupees × 100 = paise.
const toBangaloreGems = row({
  type: 'tax_invoice',
  number: 'INV/26-27/000003',
  class: 'b2b',
  day: '2026-11-05',
  pos: '29',
  taxable: 1_00_000_00,
  igst: 3_000_00,
  total: 1_03_000_00,
  pieces: 1,
  gstin: BANGALORE_GEMS,
  customer: 'Bangalore Gems LLP',
});
const toBangaloreGemsAgain = row({
  type: 'tax_invoice',
  number: 'INV/26-27/000007',
  class: 'b2b',
  day: '2026-11-20',
  pos: '29',
  taxable: 50_000_00,
  igst: 1_500_00,
  total: 51_500_00,
  pieces: 2,
  gstin: BANGALORE_GEMS,
  customer: 'Bangalore Gems LLP',
});
const toPuneJewels = row({
  type: 'tax_invoice',
  number: 'INV/26-27/000008',
  class: 'b2b',
  day: '2026-11-21',
  pos: '27',
  taxable: 30_000_00,
  cgst: 450_00,
  sgst: 450_00,
  total: 30_900_00,
  pieces: 1,
  gstin: PUNE_JEWELS,
  customer: 'Pune Jewels',
});
/** A consumer in Karnataka, over ₹1,00,000: B2C large. */
const large = row({
  type: 'tax_invoice',
  number: 'INV/26-27/000004',
  class: 'b2cl',
  day: '2026-11-06',
  pos: '29',
  taxable: 1_20_000_00,
  igst: 3_600_00,
  total: 1_23_600_00,
  pieces: 1,
});
const smallHere = row({
  type: 'tax_invoice',
  number: 'INV/26-27/000005',
  class: 'b2cs',
  day: '2026-11-07',
  pos: '27',
  taxable: 20_000_00,
  cgst: 300_00,
  sgst: 300_00,
  total: 20_600_00,
  pieces: 1,
});
const smallThere = row({
  type: 'tax_invoice',
  number: 'INV/26-27/000006',
  class: 'b2cs',
  day: '2026-11-08',
  pos: '29',
  taxable: 40_000_12,
  igst: 1_200_00,
  total: 41_200_00,
  pieces: 3,
});
const noteHere = row({
  type: 'credit_note',
  number: 'CN/26-27/000001',
  class: 'b2cs',
  day: '2026-11-25',
  pos: '27',
  taxable: -5_000_00,
  cgst: -75_00,
  sgst: -75_00,
  total: -5_150_00,
  pieces: -1,
  original: 'INV/26-27/000005',
});
const noteOfLarge = row({
  type: 'credit_note',
  number: 'CN/26-27/000002',
  class: 'b2cl',
  day: '2026-11-26',
  pos: '29',
  taxable: -10_000_00,
  igst: -300_00,
  total: -10_300_00,
  pieces: -1,
  original: 'INV/26-27/000004',
});
const noteToBangaloreGems = row({
  type: 'credit_note',
  number: 'CN/26-27/000003',
  class: 'b2b',
  day: '2026-11-27',
  pos: '29',
  taxable: -1_000_00,
  igst: -30_00,
  total: -1_030_00,
  pieces: 0,
  gstin: BANGALORE_GEMS,
  customer: 'Bangalore Gems LLP',
  original: 'INV/26-27/000003',
});
const advance = (n: number, type: TaxDocumentType = 'receipt_voucher') =>
  row({
    type,
    number: `${type === 'plan_receipt_voucher' ? 'PRV' : 'RV'}/26-27/${String(n).padStart(6, '0')}`,
    class: 'advance',
    day: '2026-11-02',
    pos: '27',
    taxable: 75_000_00,
    total: 75_000_00,
  });
const refund = row({
  type: 'refund_voucher',
  number: 'RF/26-27/000001',
  class: 'advance',
  day: '2026-11-28',
  pos: '27',
  taxable: -2_000_00,
  total: -2_000_00,
  original: 'RV/26-27/000011',
});
const oldGold = row({
  type: 'purchase_voucher',
  number: 'PV/26-27/000001',
  class: 'inward',
  day: '2026-11-12',
  pos: '27',
  taxable: 40_000_00,
  total: 40_000_00,
});

const month = [
  advance(11),
  toBangaloreGems,
  large,
  smallHere,
  smallThere,
  advance(10),
  toBangaloreGemsAgain,
  toPuneJewels,
  oldGold,
  noteHere,
  noteOfLarge,
  noteToBangaloreGems,
  advance(1, 'plan_receipt_voucher'),
  refund,
];
/**
 * As the portal reads it: through JSON, where a credit note's signed zero is a plain 0. Made in each
 * test, not once at import: a mutation run swaps the code under test between tests.
 */
const gstr1 = (): ReturnType<typeof gstr1Of> =>
  JSON.parse(JSON.stringify(gstr1Of(month, SHOP_GSTIN, '112026')));
const byKey = <T>(list: T[], key: (t: T) => string) =>
  [...list].sort((a, b) => key(a).localeCompare(key(b)));
const item = (txval: number, tax: { iamt?: number; camt?: number; samt?: number }) => [
  {
    num: 1,
    itm_det: {
      rt: 3,
      txval,
      iamt: tax.iamt ?? 0,
      camt: tax.camt ?? 0,
      samt: tax.samt ?? 0,
      csamt: 0,
    },
  },
];

describe('GSTR-1 of a month', () => {
  it('is for the shop’s GSTIN and the period asked, with no advances taxed (goods: Notification 66/2017-CT)', () => {
    const json = gstr1();
    expect(json).toMatchObject({ gstin: SHOP_GSTIN, fp: '112026', at: [], txpd: [] });
  });

  it('B2B: each recipient GSTIN with its invoices, in rupees, dated dd-mm-yyyy, placed by state code, not under reverse charge', () => {
    const json = gstr1();
    expect(byKey(json.b2b, (g) => g.ctin)).toEqual([
      {
        ctin: PUNE_JEWELS,
        inv: [
          {
            inum: 'INV/26-27/000008',
            idt: '21-11-2026',
            val: 30_900,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: item(30_000, { camt: 450, samt: 450 }),
          },
        ],
      },
      {
        ctin: BANGALORE_GEMS,
        inv: [
          {
            inum: 'INV/26-27/000003',
            idt: '05-11-2026',
            val: 1_03_000,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: item(1_00_000, { iamt: 3_000 }),
          },
          {
            inum: 'INV/26-27/000007',
            idt: '20-11-2026',
            val: 51_500,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: item(50_000, { iamt: 1_500 }),
          },
        ],
      },
    ]);
  });

  it('B2C large: each invoice by its place of supply; its credit note is a note to an unregistered person, never a negative invoice', () => {
    const json = gstr1();
    expect(json.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'INV/26-27/000004',
            idt: '06-11-2026',
            val: 1_23_600,
            itms: item(1_20_000, { iamt: 3_600 }),
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/26-27/000002',
        nt_dt: '26-11-2026',
        val: 10_300,
        pos: '29',
        itms: item(10_000, { iamt: 300 }),
      },
    ]);
  });

  it('B2C small: one summary per place of supply, intra-state or inter-state, its credit notes netted in', () => {
    const json = gstr1();
    expect(byKey(json.b2cs, (g) => g.pos)).toEqual([
      {
        sply_ty: 'INTRA',
        pos: '27',
        typ: 'OE',
        rt: 3,
        txval: 15_000,
        iamt: 0,
        camt: 225,
        samt: 225,
        csamt: 0,
      },
      {
        sply_ty: 'INTER',
        pos: '29',
        typ: 'OE',
        rt: 3,
        txval: 40_000.12,
        iamt: 1_200,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ]);
  });

  it('a credit note to a GSTIN is reported under its recipient, its amounts positive', () => {
    const json = gstr1();
    expect(json.cdnr).toEqual([
      {
        ctin: BANGALORE_GEMS,
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/26-27/000003',
            nt_dt: '27-11-2026',
            val: 1_030,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: item(1_000, { iamt: 30 }),
          },
        ],
      },
    ]);
    expect(json.b2b.flatMap((g) => g.inv.map((i) => i.inum))).not.toContain('CN/26-27/000003');
  });

  it('the HSN summary is every taxed supply less its credit notes, pieces included, and equals B2B + B2CL + B2CS − notes', () => {
    const json = gstr1();
    const txval =
      1_00_000 + 50_000 + 30_000 + 1_20_000 + 20_000 + 40_000.12 - 5_000 - 10_000 - 1_000;
    expect(json.hsn.data).toEqual([
      {
        num: 1,
        hsn_sc: '7113',
        desc: 'Articles of jewellery of precious metal',
        uqc: 'PCS',
        qty: 1 + 2 + 1 + 1 + 1 + 3 - 1 - 1,
        rt: 3,
        txval,
        iamt: 3_000 + 1_500 + 3_600 + 1_200 - 300 - 30,
        camt: 450 + 300 - 75,
        samt: 450 + 300 - 75,
        csamt: 0,
      },
    ]);
    const invoiced = [...json.b2b.flatMap((g) => g.inv), ...json.b2cl.flatMap((g) => g.inv)].reduce(
      (s, i) => s + (i.itms[0]?.itm_det.txval ?? 0),
      0,
    );
    const noted = [...json.cdnr.flatMap((g) => g.nt), ...json.cdnur].reduce(
      (s, n) => s + (n.itms[0]?.itm_det.txval ?? 0),
      0,
    );
    const small = json.b2cs.reduce((s, g) => s + g.txval, 0);
    expect(Math.round((invoiced + small - noted) * 100)).toBe(Math.round(txval * 100));
  });

  it('documents issued (Table 13): each nature, each series from its first number to its last, both receipt voucher series under nature 6', () => {
    const json = gstr1();
    expect(json.doc_issue.doc_det.map((d) => d.doc_num)).toEqual([1, 2, 5, 6, 8]);
    const nature = (n: number) => json.doc_issue.doc_det.find((d) => d.doc_num === n)?.docs;
    expect(nature(1)).toEqual([
      {
        num: 1,
        from: 'INV/26-27/000003',
        to: 'INV/26-27/000008',
        totnum: 6,
        cancel: 0,
        net_issue: 6,
      },
    ]);
    expect(nature(2)).toEqual([
      {
        num: 1,
        from: 'PV/26-27/000001',
        to: 'PV/26-27/000001',
        totnum: 1,
        cancel: 0,
        net_issue: 1,
      },
    ]);
    expect(nature(5)).toEqual([
      {
        num: 1,
        from: 'CN/26-27/000001',
        to: 'CN/26-27/000003',
        totnum: 3,
        cancel: 0,
        net_issue: 3,
      },
    ]);
    expect(byKey(nature(6) ?? [], (d) => d.from).map(({ num: _num, ...d }) => d)).toEqual([
      { from: 'PRV/26-27/000001', to: 'PRV/26-27/000001', totnum: 1, cancel: 0, net_issue: 1 },
      { from: 'RV/26-27/000010', to: 'RV/26-27/000011', totnum: 2, cancel: 0, net_issue: 2 },
    ]);
    expect((nature(6) ?? []).map((d) => d.num).sort()).toEqual([1, 2]);
    expect(nature(8)).toEqual([
      {
        num: 1,
        from: 'RF/26-27/000001',
        to: 'RF/26-27/000001',
        totnum: 1,
        cancel: 0,
        net_issue: 1,
      },
    ]);
  });

  it('a month of advances only has no supplies, an empty HSN summary, and still counts its vouchers', () => {
    const quiet = gstr1Of([advance(3)], SHOP_GSTIN, '122026');
    expect(quiet).toMatchObject({
      fp: '122026',
      b2b: [],
      b2cl: [],
      b2cs: [],
      cdnr: [],
      cdnur: [],
      hsn: { data: [] },
    });
    expect(quiet.doc_issue.doc_det).toEqual([
      {
        doc_num: 6,
        docs: [
          {
            num: 1,
            from: 'RV/26-27/000003',
            to: 'RV/26-27/000003',
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
    ]);
    expect(gstr1Of([], SHOP_GSTIN, '122026').doc_issue.doc_det).toEqual([]);
  });
});

describe('the period of a return', () => {
  it('runs from the first of the month to its last day, leap years included', () => {
    expect(periodDays('112026')).toEqual(['2026-11-01', '2026-11-30']);
    expect(periodDays('122026')).toEqual(['2026-12-01', '2026-12-31']);
    expect(periodDays('022027')).toEqual(['2027-02-01', '2027-02-28']);
    expect(periodDays('022028')).toEqual(['2028-02-01', '2028-02-29']);
    expect(periodDays('012027')).toEqual(['2027-01-01', '2027-01-31']);
  });
});

describe('the register as CSV', () => {
  const lines = (csv: string) => csv.split('\r\n');

  it('has the accountant’s columns, one line per document ended by CRLF, amounts to the paisa, credit notes negative', () => {
    const csv = registerCsv([smallHere, noteHere, refund]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)).toEqual([
      'Type,Number,Date,Original document,Customer,Recipient GSTIN,Place of supply,Class,HSN,Rate,Taxable value,CGST,SGST,IGST,Round off,Total',
      'Tax Invoice,INV/26-27/000005,2026-11-07,,Asha Rao,,27-Maharashtra,b2cs,7113,3.00,20000.00,300.00,300.00,0.00,0.00,20600.00',
      'Credit Note,CN/26-27/000001,2026-11-25,INV/26-27/000005,Asha Rao,,27-Maharashtra,b2cs,7113,3.00,-5000.00,-75.00,-75.00,0.00,0.00,-5150.00',
      'Refund Voucher,RF/26-27/000001,2026-11-28,RV/26-27/000011,Asha Rao,,27-Maharashtra,advance,7113,,-2000.00,0.00,0.00,0.00,0.00,-2000.00',
      '',
    ]);
  });

  it('shows a round off as what is left of the total, and a plan’s receipt voucher under its title', () => {
    const csv = registerCsv([smallThere, advance(1, 'plan_receipt_voucher')]);
    const [, there, plan] = lines(csv);
    expect(there?.split(',').slice(10)).toEqual([
      '40000.12',
      '0.00',
      '0.00',
      '1200.00',
      '-0.12',
      '41200.00',
    ]);
    expect(plan?.split(',').slice(0, 2)).toEqual(['Receipt Voucher', 'PRV/26-27/000001']);
  });

  it('quotes a name with a comma or a quote, puts it on one line, and never lets a spreadsheet run it as a formula', () => {
    const named = (customer: string) => {
      const line = lines(registerCsv([{ ...toPuneJewels, customer }]))[1] ?? '';
      const end = `,${PUNE_JEWELS},27-Maharashtra,b2b,7113,3.00,30000.00,450.00,450.00,0.00,0.00,30900.00`;
      expect(line.endsWith(end)).toBe(true);
      return line.slice(0, -end.length + PUNE_JEWELS.length + 1);
    };
    expect(named('Rao, Asha')).toBe(
      'Tax Invoice,INV/26-27/000008,2026-11-21,,"Rao, Asha",' + PUNE_JEWELS,
    );
    expect(named('The "Gold" House')).toBe(
      'Tax Invoice,INV/26-27/000008,2026-11-21,,"The ""Gold"" House",' + PUNE_JEWELS,
    );
    expect(named('Asha\r\nRao')).toBe(
      'Tax Invoice,INV/26-27/000008,2026-11-21,,Asha Rao,' + PUNE_JEWELS,
    );
    for (const formula of ['=1+1', '+91 98450', '-2', '@SUM(A1)']) {
      expect(named(formula)).toBe(
        `Tax Invoice,INV/26-27/000008,2026-11-21,,'${formula},${PUNE_JEWELS}`,
      );
    }
  });

  it('an empty period is the header alone', () => {
    expect(lines(registerCsv([]))).toHaveLength(2);
  });
});
