/**
 * How every tax document sits on the page (ARCHITECTURE §9): a document an accountant, a bank's
 * gold-loan desk or an insurer reads must be legible as printed, not only right in its text. Read
 * back with `pdftotext -bbox`: nothing is printed outside the page's margins or over anything else;
 * figures stand right-aligned under their column's heading and at the totals' right edge; the ₹
 * sign sits just before its figures, and "(−)" before the sign; a document that runs over numbers
 * every page. No database: the snapshots are frozen documents, as issued.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_GSTIN, type TaxDocumentSnapshot, type TaxInvoiceLine } from '@kanak/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPoppler, pdfWords, type PrintedWord } from '../../../test/poppler.ts';
import { ringLine } from '../../../test/tax-rows.ts';
import { demoCertificate } from '../../providers/signing/certificate.ts';
import { renderTaxDocumentPdf } from './tax-pdf.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'kanak-layout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const signing = () => ({ certificate: demoCertificate(dir, 'Kanak Fine Jewellery LLP'), signatory: 'Meera Shah', signedAt: new Date('2026-11-27T05:00:00Z') });

/** A4 in points, and the margin every document keeps. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const RIGHT_EDGE = A4.width - MARGIN;
const NEAR = 0.6;

const supplier = { name: 'Kanak Fine Jewellery LLP', address: ['Zaveri Bazaar', 'Mumbai 400002'], state: 'Maharashtra', stateCode: '27', gstin: DEMO_GSTIN };
const asha = { name: 'Asha Rao', address: ['12 Sheikh Memon Street', 'Kalbadevi', 'Maharashtra 400002'], state: 'Maharashtra', stateCode: '27', gstin: null, phone: '9876543210', email: 'asha@example.in' };
const firm = { name: 'Rao Traders LLP', address: ['4 Linking Road', 'Bandra West', 'Maharashtra 400050'], state: 'Maharashtra', stateCode: '27', gstin: '27AAPFU0939F1ZV', phone: '9876543211' };
const bengaluru = { ...asha, address: ['221 Residency Road', 'Karnataka 560025'], state: 'Karnataka', stateCode: '29' };

const pendant: TaxInvoiceLine = {
  ...ringLine,
  description: 'Meher Ruby Pendant',
  productCode: 'T-PD-7',
  purity: '18K/750',
  metal: 'Yellow Gold 18K',
  grossWeightG: 5.13,
  netWeightG: 4.9,
  diamondCarats: 0.4,
  stones: 'Ruby 0.75 ct',
  huids: ['HU5678', 'HU5679'],
  quantity: 2,
  ratePerGramPaise: 612_000,
  goldPaise: 2_998_800,
  diamondPaise: 1_800_000,
  stonesPaise: 450_000,
  makingPaise: 1_350_000,
  hallmarkingPaise: 9_000,
  discountPaise: 165_000,
  taxablePaise: 6_433_800,
  cgstPaise: 96_507,
  sgstPaise: 96_507,
  totalPaise: 6_626_814,
};
const ring: TaxInvoiceLine = { ...ringLine, ratePerGramPaise: 468_000 };

const invoice: TaxDocumentSnapshot = {
  type: 'tax_invoice',
  number: 'INV/26-27/000042',
  issuedAt: '2026-11-20T06:00:00.000Z',
  orderId: 42,
  orderDate: '2026-11-01T06:00:00.000Z',
  supplier,
  bisRegistration: 'HM/C-5190012345',
  buyer: firm,
  recipient: asha,
  placeOfSupply: 'Maharashtra',
  placeOfSupplyCode: '27',
  intraState: true,
  gstRatePercent: 3,
  lines: [ring, pendant],
  totals: { taxablePaise: 10_162_800, cgstPaise: 152_442, sgstPaise: 152_442, igstPaise: 0, roundOffPaise: -84, totalPaise: 10_467_600 },
  references: [
    { type: 'receipt_voucher', number: 'RV/26-27/000017', issuedAt: '2026-11-01T06:10:00.000Z', amountPaise: 2_100_000 },
    { type: 'refund_voucher', number: 'RFV/26-27/000003', issuedAt: '2026-11-18T06:10:00.000Z', amountPaise: -12_500 },
  ],
  advancesPaise: 2_087_500,
  balancePaise: 0,
  notes: ['Goods once sold are exchanged as per the shop’s exchange policy.', 'Hallmarking at ₹45 a piece is part of the making charge; no ₹ is charged for the box.'],
  amountInWords: 'Rupees One Lakh Four Thousand Six Hundred Seventy-Six Only',
};

const interState: TaxDocumentSnapshot = {
  ...invoice,
  number: 'INV/26-27/000043',
  buyer: bengaluru,
  recipient: bengaluru,
  placeOfSupply: 'Karnataka',
  placeOfSupplyCode: '29',
  intraState: false,
  lines: [{ ...ring, cgstPaise: 0, sgstPaise: 0, igstPaise: 111_870 }],
  totals: { taxablePaise: 3_729_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 111_870, roundOffPaise: 30, totalPaise: 3_840_900 },
  references: [],
  advancesPaise: undefined,
  balancePaise: undefined,
  notes: [],
};

const creditNote: TaxDocumentSnapshot = {
  ...invoice,
  type: 'credit_note',
  number: 'CN/26-27/000005',
  issuedAt: '2026-11-25T06:00:00.000Z',
  lines: [pendant],
  totals: { taxablePaise: 6_433_800, cgstPaise: 96_507, sgstPaise: 96_507, igstPaise: 0, roundOffPaise: 0, totalPaise: 6_626_814 },
  references: [{ type: 'tax_invoice', number: 'INV/26-27/000042', issuedAt: '2026-11-20T06:00:00.000Z', amountPaise: 10_467_600 }],
  reason: 'Return of Meher Ruby Pendant (T-PD-7)',
  refunds: [
    { source: 'Online payment (pay_Q1w2e3r4t5)', amountPaise: 5_000_000 },
    { source: 'Store credit', amountPaise: 1_626_814 },
  ],
  advancesPaise: undefined,
  balancePaise: undefined,
  notes: [],
  amountInWords: 'Rupees Sixty-Six Thousand Two Hundred Sixty-Eight and Fourteen Paise Only',
};

const goods = [
  { description: 'Aanya Solitaire Ring', productCode: 'T-RG-1', hsn: '7113', metal: 'Rose Gold 14K', purity: '14K/585', quantity: 1 },
  { description: 'Meher Ruby Pendant', productCode: 'T-PD-7', hsn: '7113', metal: 'Yellow Gold 18K', purity: '18K/750', quantity: 2 },
];

const receipt: TaxDocumentSnapshot = {
  ...invoice,
  type: 'receipt_voucher',
  number: 'RV/26-27/000017',
  issuedAt: '2026-11-01T06:10:00.000Z',
  lines: [],
  goods,
  totals: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0, totalPaise: 2_100_000 },
  references: [],
  advancesPaise: undefined,
  balancePaise: undefined,
  paymentReference: 'pay_Q1w2e3r4t5',
  reason: 'Advance for order #42',
  notes: [],
  amountInWords: 'Rupees Twenty-One Thousand Only',
};

const refund: TaxDocumentSnapshot = {
  ...receipt,
  type: 'refund_voucher',
  number: 'RFV/26-27/000003',
  issuedAt: '2026-11-18T06:10:00.000Z',
  totals: { ...receipt.totals, totalPaise: 12_500 },
  references: [{ type: 'receipt_voucher', number: 'RV/26-27/000017', issuedAt: '2026-11-01T06:10:00.000Z', amountPaise: 2_100_000 }],
  refund: { cause: 'lower_total', supplyContinues: true },
  paymentReference: 'rfnd_Z9y8x7w6',
  reason: 'Refund of the advance over the finished price',
  amountInWords: 'Rupees One Hundred Twenty-Five Only',
};

const purchase: TaxDocumentSnapshot = {
  ...invoice,
  type: 'purchase_voucher',
  number: 'PV/26-27/000003',
  orderId: null,
  orderDate: null,
  goldExchangeId: 9,
  buyer: asha,
  lines: [],
  totals: { taxablePaise: 1_640_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0, totalPaise: 1_640_000 },
  references: [],
  advancesPaise: undefined,
  balancePaise: undefined,
  purchase: {
    goods: [
      { description: 'Old gold chain', purity: '22K/916', grossWeightG: 10.2, netWeightG: 10, ratePerGramPaise: 640_000, goldPaise: 6_400_000, diamondPaise: 0, stonesPaise: 0, deductionsPaise: 204_000, valuePaise: 6_196_000 },
      { description: 'Old diamond stud', purity: '18K/750', grossWeightG: 2.05, netWeightG: 2, ratePerGramPaise: 523_000, goldPaise: 1_046_000, diamondPaise: 300_000, stonesPaise: 0, deductionsPaise: 0, valuePaise: 1_346_000 },
    ],
    payoutReference: 'rfnd_buyback_42',
    inspectionDeductionPaise: 10_000,
  },
  reason: 'Old gold bought from the customer',
  notes: [],
  amountInWords: 'Rupees Seventy-Five Thousand Three Hundred Thirty-Two Only',
};

const planReceipt: TaxDocumentSnapshot = {
  ...receipt,
  type: 'plan_receipt_voucher',
  number: 'PRV/26-27/000011',
  orderId: null,
  orderDate: null,
  goods: [],
  plan: { enrolmentId: 5, planName: 'Kanak Eleven', instalments: [3, 4], of: 11 },
  reason: 'Instalments of a purchase plan',
};

/** An invoice of many pieces: it runs onto a second page. */
const longInvoice: TaxDocumentSnapshot = {
  ...invoice,
  number: 'INV/26-27/000044',
  lines: Array.from({ length: 9 }, (_, i) => ({ ...pendant, productCode: `T-PD-${i + 1}` })),
};

const documents: [string, TaxDocumentSnapshot][] = [
  ['an intra-state invoice of two lines, a code and advances set off', invoice],
  ['an inter-state invoice', interState],
  ['a credit note of a returned piece, with its refunds', creditNote],
  ['a receipt voucher', receipt],
  ['a refund voucher', refund],
  ['a purchase voucher', purchase],
  ['a purchase plan’s receipt voucher', planReceipt],
  ['an invoice that runs over a page', longInvoice],
];

/**
 * A document rendered and read back. Not shared between cases: under mutation testing each case must
 * render what it checks, or a mutant reached only in another case's render would go unchecked.
 */
const printed = async (d: TaxDocumentSnapshot) => {
  const pdf = await renderTaxDocumentPdf(d, signing());
  if (process.env.KANAK_PDF_OUT) await writeFile(path.join(process.env.KANAK_PDF_OUT, `${d.number.replace(/\//g, '-')}.pdf`), pdf);
  return pdfWords(pdf);
};

const overlap = (a: PrintedWord, b: PrintedWord) =>
  a.page === b.page && Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > NEAR && Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > NEAR;

const show = (w: PrintedWord) => `"${w.text}" p${w.page} x ${w.xMin.toFixed(1)}–${w.xMax.toFixed(1)} y ${w.yMin.toFixed(1)}–${w.yMax.toFixed(1)}`;

/** Words on the line of `w` (their boxes share most of its height), left to right. */
const lineOf = (words: PrintedWord[], w: PrintedWord) =>
  words.filter((o) => o.page === w.page && Math.abs(o.yMin - w.yMin) < 1.5).sort((a, b) => a.xMin - b.xMin);

const FIGURE = /^₹?\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/;

describe.skipIf(!hasPoppler)('every tax document as printed', () => {
  it.each(documents)('%s: nothing outside the margins or printed over anything else; the totals’ figures flush right, each after its ₹, a deduction after "(−)"', async (_, d) => {
    const { pages, words } = await printed(d);
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(p).toEqual(A4);
    const outside = words.filter((w) => w.xMin < MARGIN - NEAR || w.xMax > RIGHT_EDGE + NEAR || w.yMin < MARGIN - NEAR || w.yMax > A4.height - MARGIN + NEAR);
    expect(outside.map(show)).toEqual([]);
    const clashes: string[] = [];
    words.forEach((a, i) => {
      for (const b of words.slice(i + 1)) if (overlap(a, b)) clashes.push(`${show(a)} over ${show(b)}`);
    });
    expect(clashes).toEqual([]);
    const label = { tax_invoice: 'Invoice', credit_note: 'Total', receipt_voucher: 'Amount', plan_receipt_voucher: 'Amount', refund_voucher: 'Amount', purchase_voucher: 'Value' }[d.type];
    // The grand total's line: its label at the totals' column, its figure last on the line.
    const labels = words.filter((w) => w.text === label && Math.abs(w.xMin - 340) < NEAR);
    expect(labels.length, `no "${label}" at the totals' column`).toBeGreaterThan(0);
    const totalLine = lineOf(words, labels.at(-1) as PrintedWord);
    const figure = totalLine.at(-1) as PrintedWord;
    expect(figure.text).toMatch(FIGURE);
    expect(Number(figure.text.replace(/[₹,]/g, '')) * 100).toBe(d.totals.totalPaise);
    // Every amount in the totals' column: flush right, its ₹ just before the figures (pdftotext
    // reads the two as one word when nothing stands between), a deduction's "(−)" just before the ₹.
    const top = (labels[0]?.yMin ?? 0) - 14 * 6;
    // Each amount is found by its sign: '₹' alone, or '₹' read together with its figures.
    const amounts = words.filter((w) => w.xMin >= 340 && w.yMin >= top && (w.text === '₹' || /^₹\d/.test(w.text)));
    expect(amounts.length).toBeGreaterThan(0);
    let deductions = 0;
    for (const w of amounts) {
      const line = lineOf(words, w);
      const at = line.indexOf(w);
      const sign = w;
      const figures = w.text === '₹' ? line[at + 1] : w;
      expect(figures?.text, show(w)).toMatch(FIGURE);
      expect(Math.abs((figures?.xMax ?? 0) - RIGHT_EDGE), show(w)).toBeLessThan(NEAR);
      if (sign !== figures) {
        expect((figures?.xMin ?? 0) - (sign?.xMax ?? 0), show(w)).toBeGreaterThanOrEqual(0);
        expect((figures?.xMin ?? 0) - (sign?.xMax ?? 0), show(w)).toBeLessThan(3);
      }
      const minus = line[line.indexOf(sign as PrintedWord) - 1];
      if (minus?.text === '(−)') {
        deductions += 1;
        expect((sign?.xMin ?? 0) - minus.xMax, show(w)).toBeGreaterThanOrEqual(0);
        expect((sign?.xMin ?? 0) - minus.xMax, show(w)).toBeLessThan(6);
      }
    }
    const deducted = d.totals.roundOffPaise < 0 || (d.purchase?.inspectionDeductionPaise ?? 0) > 0;
    expect(deductions > 0).toBe(deducted);
  });

  it('an invoice’s values stand right-aligned under their headings, one column each', async () => {
    const { words } = await printed(invoice);
    const heading = (text: string) => {
      const found = words.filter((w) => w.text === text);
      expect(found.length, text).toBeGreaterThan(0);
      return found;
    };
    // Row 2 (the pendant): gold 29,988.00 under "Gold", its discount under "Discount", its total under "Total".
    const under = (figure: string, title: string) => {
      const w = words.find((o) => o.text === figure);
      expect(w, figure).toBeDefined();
      const head = heading(title).find((h) => h.yMin < (w?.yMin ?? 0) && Math.abs(h.xMax - (w?.xMax ?? 0)) < NEAR);
      expect(head, `${figure} is not right-aligned under "${title}"`).toBeDefined();
    };
    under('29,988.00', 'Gold');
    under('18,000.00', 'Diamond');
    under('4,500.00', 'Stones');
    under('13,500.00', 'Making');
    under('1,650.00', 'Discount');
    under('64,338.00', 'value');
    under('66,268.14', 'Total');
    under('6,120.00', 'g');
  });

  it('an invoice’s date, advances, settlement and notes read as written, each line on its own, a ₹ in a note in its place', async () => {
    const { words } = await printed(invoice);
    const lines: string[] = [];
    for (const w of words) {
      if (lines.some((l) => l.startsWith(`${w.page}:${w.yMin.toFixed(0)}:`))) continue;
      lines.push(`${w.page}:${w.yMin.toFixed(0)}:${lineOf(words, w).map((o) => o.text).join(' ')}`);
    }
    // A line read left to right may hold the other column's words too (the header's two sides).
    const text = lines.map((l) => l.split(':').slice(2).join(':'));
    const printedLine = (wanted: string) => expect(text.filter((l) => l.includes(wanted)), wanted).toHaveLength(1);
    printedLine('Date 20 Nov 2026');
    printedLine('Order #42 of 01 Nov 2026');
    printedLine('RV/26-27/000017 dated 01 Nov 2026: 21,000.00');
    printedLine('RFV/26-27/000003 dated 18 Nov 2026: (−) 125.00 refunded, deducted');
    printedLine('Invoice total 1,04,676.00 · Advances set off (−) 20,875.00 · Balance due 0.00');
    printedLine('Goods once sold are exchanged as per the shop’s exchange policy.');
    printedLine('Hallmarking at ₹45 a piece is part of the making charge; no ₹ is charged for the box.');
  });

  it('an invoice that runs over numbers every page "Page i of n" at the foot, and signs on the last', async () => {
    const { pages, words } = await printed(longInvoice);
    // Nine pieces take two pages: rows go over whole, under the heading drawn again.
    expect(pages.length).toBe(2);
    expect(words.filter((w) => w.text === 'Description').map((w) => w.page)).toEqual([1]);
    expect(words.filter((w) => w.text === 'Discount').map((w) => w.page)).toEqual([1, 2]);
    for (let page = 1; page <= pages.length; page++) {
      const foot = words.filter((w) => w.page === page && w.yMin > A4.height - MARGIN - 14);
      expect(foot.map((w) => w.text).join(' ')).toBe(`Digitally signed document. · INV/26-27/000044 · Page ${page} of ${pages.length}`);
      // Centred: as much room on its left as on its right.
      const left = Math.min(...foot.map((w) => w.xMin)) - MARGIN;
      const right = RIGHT_EDGE - Math.max(...foot.map((w) => w.xMax));
      expect(Math.abs(left - right)).toBeLessThan(2);
    }
    const signedBy = words.filter((w) => w.text === 'DIGITALLY');
    expect(signedBy.map((w) => w.page)).toEqual([pages.length]);
  });
});
