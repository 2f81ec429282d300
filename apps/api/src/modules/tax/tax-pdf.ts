import { HSN_JEWELLERY, TAX_DOCUMENT_TITLES, type TaxDocumentSnapshot } from '@kanak/domain';
import type { SigningCertificate } from '../../providers/signing/certificate.ts';
import { amount, finish, indiaDay, indiaTime, INK, LINE, MAROON, newDoc, PAGE, RIGHT, rule, rupees, SOFT, table, WIDTH, type Column, type Doc } from './tax-pdf-kit.ts';
import { signPdf, type SignatureFields } from './tax-pdf-sign.ts';

const M = PAGE.margin;

/** Seller on the left, the document's title and number on the right (Rules 46, 50, 51, 53). */
function header(doc: Doc, d: TaxDocumentSnapshot): number {
  doc.font('heading').fontSize(20).fillColor(MAROON).text(d.supplier.name, M, M, { width: 300 });
  doc.font('body').fontSize(8.5).fillColor(INK).text(d.supplier.address.join(', '), { width: 300 });
  doc.text(`GSTIN ${d.supplier.gstin ?? ''}  ·  State ${d.supplier.state} (${d.supplier.stateCode})`, { width: 300 });
  const left = doc.y;
  doc.font('heading').fontSize(20).fillColor(INK).text(TAX_DOCUMENT_TITLES[d.type].toUpperCase(), 340, M, { width: RIGHT - 340, align: 'right' });
  if (d.type === 'tax_invoice') doc.font('body').fontSize(8).fillColor(SOFT).text('Original for recipient', { width: RIGHT - 340, align: 'right' });
  doc.font('bold').fontSize(9).fillColor(INK).text(`No. ${d.number}`, { width: RIGHT - 340, align: 'right' });
  doc.font('body').text(`Date ${indiaDay(d.issuedAt)}`, { width: RIGHT - 340, align: 'right' });
  doc.text(`Order #${d.orderId} of ${indiaDay(d.orderDate)}`, { width: RIGHT - 340, align: 'right' });
  const y = Math.max(left, doc.y) + 8;
  rule(doc, y, MAROON);
  return y + 8;
}

/** The recipient, and where the supply is made. */
function parties(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const r = d.recipient;
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text(d.type === 'tax_invoice' ? 'BILLED AND SHIPPED TO' : 'RECIPIENT', M, top);
  doc.font('bold').fontSize(9.5).fillColor(INK).text(r.name, M, doc.y + 2, { width: 300 });
  doc.font('body').fontSize(8.5).text(r.address.join(', '), { width: 300 });
  doc.text(`State ${r.state} (${r.stateCode})${r.gstin ? `  ·  GSTIN ${r.gstin}` : '  ·  Unregistered (consumer)'}`, { width: 300 });
  if (r.phone) doc.text(`Phone ${r.phone}`, { width: 300 });
  const left = doc.y;
  const x = 360;
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text('PLACE OF SUPPLY', x, top, { width: RIGHT - x });
  doc.font('bold').fontSize(9.5).fillColor(INK).text(`${d.placeOfSupply} (${d.placeOfSupplyCode})`, x, doc.y + 2, { width: RIGHT - x });
  doc.font('body').fontSize(8.5).text(d.intraState ? `Intra-state: CGST ${d.gstRatePercent / 2}% + SGST ${d.gstRatePercent / 2}%` : `Inter-state: IGST ${d.gstRatePercent}%`, { width: RIGHT - x });
  doc.text('Reverse charge: No', { width: RIGHT - x });
  return Math.max(left, doc.y) + 12;
}

/** 'Amounts in ₹' over a table of values: the sign in the font that has it. */
function caption(doc: Doc, y: number): number {
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text('AMOUNTS IN ', M, y, { continued: false, lineBreak: false });
  const x = M + doc.widthOfString('AMOUNTS IN ');
  doc.font('rupee').fontSize(7.5).text('₹', x, y, { lineBreak: false });
  doc.fillColor(INK);
  return y + 12;
}

function invoiceTables(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const pieces: Column[] = [
    { title: '#', width: 16 },
    { title: 'Description', width: 185 },
    { title: 'HSN', width: 36 },
    { title: 'Purity', width: 52 },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Net wt (g)', width: 48, align: 'right' },
    { title: 'Gross wt (g)', width: 50, align: 'right' },
    { title: 'Diamonds', width: WIDTH - 413 },
  ];
  const rows = d.lines.map((l, i) => [
    String(i + 1),
    [`${l.description} (${l.productCode})`, l.metal, l.stones ? `Stones: ${l.stones}` : '', `HUID: ${l.huids.join(', ') || '—'}`].filter(Boolean).join('\n'),
    l.hsn,
    l.purity,
    String(l.quantity),
    l.netWeightG.toFixed(3),
    l.grossWeightG.toFixed(3),
    l.diamondCarats > 0 ? `${l.diamondCarats.toFixed(3)} ct, ${l.diamondClarity ?? ''}` : '—',
  ]);
  let y = table(doc, pieces, rows, top);
  y = caption(doc, y + 8);
  const taxCols: Column[] = d.intraState
    ? [
        { title: `CGST ${d.gstRatePercent / 2}%`, width: 60, align: 'right' },
        { title: `SGST ${d.gstRatePercent / 2}%`, width: 60, align: 'right' },
      ]
    : [{ title: `IGST ${d.gstRatePercent}%`, width: 120, align: 'right' }];
  const values: Column[] = [
    { title: '#', width: 16 },
    { title: 'Gold', width: 62, align: 'right' },
    { title: 'Diamond', width: 62, align: 'right' },
    { title: 'Stones', width: 52, align: 'right' },
    { title: 'Making', width: 62, align: 'right' },
    { title: 'Taxable value', width: 72, align: 'right' },
    ...taxCols,
    { title: 'Total', width: WIDTH - 446, align: 'right' },
  ];
  const valueRows = d.lines.map((l, i) => [
    String(i + 1),
    amount(l.goldPaise),
    amount(l.diamondPaise),
    amount(l.stonesPaise),
    amount(l.makingPaise),
    amount(l.taxablePaise),
    ...(d.intraState ? [amount(l.cgstPaise), amount(l.sgstPaise)] : [amount(l.igstPaise)]),
    amount(l.totalPaise),
  ]);
  y = table(doc, values, valueRows, y);
  return y + 10;
}

function summaryTable(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const t = d.totals;
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

/** Totals on the right, the amount in words on the left. */
function totals(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  const t = d.totals;
  const lines: [string, number][] = [['Taxable value', t.taxablePaise]];
  if (d.intraState) lines.push([`CGST ${d.gstRatePercent / 2}%`, t.cgstPaise], [`SGST ${d.gstRatePercent / 2}%`, t.sgstPaise]);
  else lines.push([`IGST ${d.gstRatePercent}%`, t.igstPaise]);
  if (t.roundOffPaise !== 0) lines.push(['Round off', t.roundOffPaise]);
  let y = top;
  for (const [label, paise] of lines) {
    doc.font('body').fontSize(9).fillColor(INK).text(label, 340, y, { width: 120 });
    rupees(doc, paise, RIGHT, y, 9);
    y += 14;
  }
  doc.moveTo(340, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(INK).stroke();
  doc.font('bold').fontSize(11).text(d.type === 'tax_invoice' ? 'Invoice total' : 'Total', 340, y + 5, { width: 120 });
  rupees(doc, t.totalPaise, RIGHT, y + 5, 11, 'bold');
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text('AMOUNT IN WORDS', M, top);
  doc.font('body').fontSize(9).fillColor(INK).text(d.amountInWords, M, doc.y + 2, { width: 280 });
  return Math.max(y + 24, doc.y + 8);
}

function references(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  let y = top;
  const say = (label: string, text: string) => {
    doc.font('bold').fontSize(7.5).fillColor(SOFT).text(label, M, y);
    doc.font('body').fontSize(8.5).fillColor(INK).text(text, M, doc.y + 2, { width: WIDTH });
    y = doc.y + 6;
  };
  if (d.references.length > 0) {
    const label = d.type === 'tax_invoice' ? 'ADVANCES RECEIVED, SET OFF' : d.type === 'credit_note' ? 'ORIGINAL TAX INVOICE' : 'RECEIPT VOUCHERS';
    say(label, d.references.map((r) => `${r.number} dated ${indiaDay(r.issuedAt)}: ${amount(r.amountPaise)}`).join('\n'));
  }
  if (d.type === 'tax_invoice' && d.advancesPaise !== undefined) {
    say('SETTLEMENT', `Advances received ${amount(d.advancesPaise)}  ·  Balance due ${amount(d.balancePaise ?? 0)}`);
  }
  if (d.paymentReference) say(d.type === 'receipt_voucher' ? 'PAYMENT REFERENCE' : 'REFUND REFERENCE', d.paymentReference);
  if (d.notes.length > 0) say('NOTES', d.notes.join('\n'));
  return y;
}

/** How a rendered document is signed: the shop's certificate, who signs, and when. */
export interface Signing {
  certificate: SigningCertificate;
  signatory: string;
  signedAt: Date;
}

const SIGN_BOX = { x: 340, width: RIGHT - 340, height: 58 };

/**
 * The declaration, and the visible signature block: the signatory and the signing time, in the
 * box the signature field's widget covers. Returns where that box is, for the signature.
 */
function closing(doc: Doc, d: TaxDocumentSnapshot, top: number, signing: Signing): Pick<SignatureFields, 'page' | 'rect'> {
  let y = Math.max(top + 10, doc.y + 10);
  if (y + SIGN_BOX.height + 40 > PAGE.height - PAGE.margin - 14) {
    doc.addPage();
    y = PAGE.margin;
  }
  if (d.type === 'tax_invoice') {
    doc.font('body').fontSize(8).fillColor(SOFT).text('We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.', M, y, { width: 280 });
  }
  doc.font('bold').fontSize(9).fillColor(INK).text(`For ${d.supplier.name}`, SIGN_BOX.x, y, { width: SIGN_BOX.width, align: 'right' });
  const box = y + 16;
  doc.rect(SIGN_BOX.x, box, SIGN_BOX.width, SIGN_BOX.height).lineWidth(0.75).strokeColor(LINE).stroke();
  const inner = { width: SIGN_BOX.width - 16 };
  doc.font('bold').fontSize(7).fillColor(SOFT).text('DIGITALLY SIGNED BY', SIGN_BOX.x + 8, box + 7, inner);
  doc.font('bold').fontSize(9.5).fillColor(INK).text(signing.signatory, SIGN_BOX.x + 8, doc.y + 1, { ...inner, lineBreak: false, ellipsis: true });
  doc.font('body').fontSize(8).fillColor(INK).text(`Date ${indiaTime(signing.signedAt)}`, SIGN_BOX.x + 8, doc.y + 2, inner);
  doc.font('body').fontSize(7).fillColor(SOFT).text(signing.certificate.demo ? 'Demo certificate (self-signed)' : `Certificate: ${signing.certificate.commonName}`, SIGN_BOX.x + 8, doc.y + 1, { ...inner, lineBreak: false, ellipsis: true });
  doc.font('body').fontSize(8.5).fillColor(SOFT).text('Authorised signatory', SIGN_BOX.x, box + SIGN_BOX.height + 4, { width: SIGN_BOX.width, align: 'right' });
  const range = doc.bufferedPageRange();
  const page = range.start + range.count - 1;
  // The widget in PDF space (origin bottom left): the box drawn above.
  const rect: SignatureFields['rect'] = [SIGN_BOX.x, PAGE.height - box - SIGN_BOX.height, SIGN_BOX.x + SIGN_BOX.width, PAGE.height - box];
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('body').fontSize(7.5).fillColor(SOFT).text(`Digitally signed document.  ·  ${d.number}  ·  Page ${i + 1} of ${range.count}`, M, PAGE.height - M - 10, { width: WIDTH, align: 'center', lineBreak: false });
  }
  return { page, rect };
}

/** A GST document as an A4 PDF from its frozen snapshot (ARCHITECTURE §7), signed with the shop's certificate (§9). */
export async function renderTaxDocumentPdf(d: TaxDocumentSnapshot, signing: Signing): Promise<Buffer> {
  const doc = newDoc(`${TAX_DOCUMENT_TITLES[d.type]} ${d.number}`, new Date(d.issuedAt));
  let y = header(doc, d);
  y = parties(doc, d, y);
  y = d.type === 'tax_invoice' ? invoiceTables(doc, d, y) : summaryTable(doc, d, y);
  y = totals(doc, d, y);
  y = references(doc, d, y + 4);
  const place = closing(doc, d, y, signing);
  const title = TAX_DOCUMENT_TITLES[d.type];
  return signPdf(await finish(doc), signing.certificate, {
    ...place,
    signedAt: signing.signedAt,
    name: signing.signatory,
    reason: `${title} ${d.number} issued by ${d.supplier.name}`,
    location: d.supplier.state,
    contactInfo: d.supplier.gstin ? `GSTIN ${d.supplier.gstin}` : d.supplier.name,
  });
}
