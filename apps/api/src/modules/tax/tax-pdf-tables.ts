import { HSN_JEWELLERY, isReceiptVoucher, type TaxDocumentSnapshot, type TaxInvoiceLine } from '@kanak/domain';
import { amount, INK, PAGE, room, SOFT, signedAmount, table, WIDTH, type Column, type Doc } from './tax-pdf-kit.ts';

const M = PAGE.margin;
/** Every piece is sold by the piece (UQC `PCS`, GSTR-1's unit for jewellery). */
export const UNIT = 'PCS';

/** 'Amounts in ₹' over a table of values: the sign in the font that has it. */
export function caption(doc: Doc, top: number, label = 'AMOUNTS IN '): number {
  // Never alone at a page's foot: the caption goes over with its table's heading and first row.
  const y = room(doc, top, 80);
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text(label, M, y, { lineBreak: false });
  const x = M + doc.widthOfString(label);
  doc.font('rupee').fontSize(7.5).text('₹', x, y, { lineBreak: false });
  doc.fillColor(INK);
  return y + 12;
}

const stonesOf = (l: TaxInvoiceLine) =>
  [l.diamondCarats > 0 ? `Diamonds ${l.diamondCarats.toFixed(3)} ct${l.diamondClarity ? `, ${l.diamondClarity}` : ''}` : '', l.stones ?? ''].filter(Boolean).join('\n') || '—';

/** The pieces: what a bank's gold-loan desk or an insurer reads (purity, weights, stones, HUIDs). */
export function piecesTable(doc: Doc, lines: TaxInvoiceLine[], top: number): number {
  const columns: Column[] = [
    { title: '#', width: 14 },
    { title: 'Description', width: 158 },
    { title: 'HSN', width: 32 },
    { title: 'Purity', width: 44 },
    { title: 'Qty', width: 24, align: 'right' },
    { title: 'Unit', width: 26 },
    { title: 'Net wt (g)', width: 48, align: 'right' },
    { title: 'Gross wt (g)', width: 52, align: 'right' },
    { title: 'Stones', width: WIDTH - 398 },
  ];
  const rows = lines.map((l, i) => [
    String(i + 1),
    [`${l.description} (${l.productCode})`, l.metal, `HUID: ${l.huids.join(', ') || '—'}`].join('\n'),
    l.hsn,
    l.purity,
    String(l.quantity),
    UNIT,
    l.netWeightG.toFixed(3),
    l.grossWeightG.toFixed(3),
    stonesOf(l),
  ]);
  const y = room(doc, table(doc, columns, rows, top) + 3, 10);
  doc.font('body').fontSize(7).fillColor(SOFT).text('Net weight: the gold alone. Gross weight: the gold with every diamond and coloured stone, at 0.2 g a carat.', M, y, { width: WIDTH });
  return doc.y + 6;
}

/** The values of each piece: the gold at its rate per gram, diamond, stones, making, the discount, the taxable value and its tax. */
export function valuesTable(doc: Doc, d: TaxDocumentSnapshot, lines: TaxInvoiceLine[], top: number): number {
  const half = d.gstRatePercent / 2;
  const taxCols: Column[] = d.intraState
    ? [
        { title: `CGST ${half}%`, width: 46, align: 'right' },
        { title: `SGST ${half}%`, width: 46, align: 'right' },
      ]
    : [{ title: `IGST ${d.gstRatePercent}%`, width: 92, align: 'right' }];
  const columns: Column[] = [
    { title: '#', width: 14 },
    { title: 'Gold rate per g', width: 50, align: 'right' },
    { title: 'Gold', width: 54, align: 'right' },
    { title: 'Diamond', width: 52, align: 'right' },
    { title: 'Stones', width: 44, align: 'right' },
    { title: 'Making', width: 52, align: 'right' },
    { title: 'Discount', width: 52, align: 'right' },
    { title: 'Taxable value', width: 58, align: 'right' },
    ...taxCols,
    { title: 'Total', width: WIDTH - 468, align: 'right' },
  ];
  const rows = lines.map((l, i) => [
    String(i + 1),
    l.ratePerGramPaise === undefined ? '—' : amount(l.ratePerGramPaise),
    amount(l.goldPaise),
    amount(l.diamondPaise),
    amount(l.stonesPaise),
    amount(l.makingPaise) + (l.hallmarkingPaise ? `\nincl. hallmarking ${amount(l.hallmarkingPaise)}` : ''),
    l.discountPaise ? signedAmount(-l.discountPaise) : '—',
    amount(l.taxablePaise),
    ...(d.intraState ? [amount(l.cgstPaise), amount(l.sgstPaise)] : [amount(l.igstPaise)]),
    amount(l.totalPaise),
  ]);
  return table(doc, columns, rows, caption(doc, top), 7.5) + 10;
}

/** A voucher's goods: the pieces the advance is for, by metal and purity (ARCHITECTURE §9). */
export function goodsTable(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const goods = d.goods ?? [];
  if (goods.length === 0) return top;
  const columns: Column[] = [
    { title: '#', width: 14 },
    { title: 'Goods', width: 205 },
    { title: 'HSN', width: 40 },
    { title: 'Metal', width: 110 },
    { title: 'Purity', width: 58 },
    { title: 'Qty', width: 40, align: 'right' },
    { title: 'Unit', width: WIDTH - 467 },
  ];
  const rows = goods.map((g, i) => [String(i + 1), `${g.description} (${g.productCode})`, g.hsn, g.metal, g.purity, String(g.quantity), UNIT]);
  return table(doc, columns, rows, top) + 10;
}

/** A purchase plan's voucher: the plan and its instalments, the goods not yet identified (decision 058). */
export function planTable(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const plan = d.plan;
  if (!plan) return top;
  const columns: Column[] = [
    { title: 'Purchase plan', width: 205 },
    { title: plan.instalments.length === 1 ? 'Instalment' : 'Instalments', width: 150 },
    { title: 'Goods', width: WIDTH - 355 },
  ];
  const which = plan.instalments.length === 1 ? `${plan.instalments[0]} of ${plan.of}` : `${plan.instalments.join(', ')} of ${plan.of}`;
  return table(doc, columns, [[`${plan.planName} (#${plan.enrolmentId})`, which, 'Not yet identified']], top) + 10;
}

/** One row of the document's amount: the voucher's or credit note's description and values. */
export function summaryTable(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const t = d.totals;
  const advance = isReceiptVoucher(d.type) || d.type === 'refund_voucher';
  if (advance) {
    // No tax on an advance for goods: the amount only; the rate is printed under it.
    const columns: Column[] = [
      { title: 'Description', width: 323 },
      { title: 'HSN', width: 60 },
      { title: isReceiptVoucher(d.type) ? 'Amount received' : 'Amount refunded', width: WIDTH - 383, align: 'right' },
    ];
    return table(doc, columns, [[d.reason ?? '', HSN_JEWELLERY, amount(t.totalPaise)]], caption(doc, top)) + 10;
  }
  const columns: Column[] = [
    { title: 'Description', width: 203 },
    { title: 'HSN', width: 40 },
    { title: 'Taxable value', width: 70, align: 'right' },
    { title: 'CGST', width: 50, align: 'right' },
    { title: 'SGST', width: 50, align: 'right' },
    { title: 'IGST', width: 50, align: 'right' },
    { title: 'Total', width: WIDTH - 463, align: 'right' },
  ];
  const row = [d.reason ?? '', HSN_JEWELLERY, amount(t.taxablePaise), amount(t.cgstPaise), amount(t.sgstPaise), amount(t.igstPaise), amount(t.totalPaise)];
  return table(doc, columns, [row], caption(doc, top)) + 10;
}

/** A purchase voucher's goods: weights, purity, rate per gram, deductions and value (ARCHITECTURE §9). */
export function purchaseTable(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const goods = d.purchase?.goods ?? [];
  const columns: Column[] = [
    { title: '#', width: 14 },
    { title: 'Goods', width: 100 },
    { title: 'Purity', width: 40 },
    { title: 'Gross wt (g)', width: 44, align: 'right' },
    { title: 'Net wt (g)', width: 42, align: 'right' },
    { title: 'Rate per g', width: 46, align: 'right' },
    { title: 'Gold', width: 50, align: 'right' },
    { title: 'Diamond', width: 46, align: 'right' },
    { title: 'Stones', width: 38, align: 'right' },
    { title: 'Deductions', width: 50, align: 'right' },
    { title: 'Value', width: WIDTH - 470, align: 'right' },
  ];
  const rows = goods.map((g, i) => [
    String(i + 1),
    g.description,
    g.purity,
    g.grossWeightG.toFixed(3),
    g.netWeightG.toFixed(3),
    amount(g.ratePerGramPaise),
    amount(g.goldPaise),
    amount(g.diamondPaise),
    amount(g.stonesPaise),
    g.deductionsPaise ? signedAmount(-g.deductionsPaise) : '—',
    amount(g.valuePaise),
  ]);
  return table(doc, columns, rows, caption(doc, top), 7.5) + 10;
}
