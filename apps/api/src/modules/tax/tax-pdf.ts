import { isReceiptVoucher, TAX_DOCUMENT_TITLES, type TaxDocumentSnapshot, type TaxParty } from '@kanak/domain';
import type { SigningCertificate } from '../../providers/signing/certificate.ts';
import { BOTTOM, finish, indiaDay, indiaTime, INK, LINE, MAROON, newDoc, PAGE, RIGHT, room, rule, rupees, SOFT, signedAmount, textWithRupee, WIDTH, type Doc } from './tax-pdf-kit.ts';
import { goodsTable, piecesTable, planTable, purchaseTable, summaryTable, valuesTable } from './tax-pdf-tables.ts';
import { signPdf, type SignatureFields } from './tax-pdf-sign.ts';
import { NO_TAX_ON_ADVANCE } from './tax-paper.ts';

const M = PAGE.margin;

/** Which copy: the customer's download is the original, the back office's the supplier's duplicate (Rule 48). */
export type Copy = 'original' | 'duplicate';
const COPY_LABELS: Record<Copy, string> = { original: 'Original for recipient', duplicate: 'Duplicate for supplier' };

/** Seller on the left, the document's title, copy and number on the right (Rules 46, 50, 51, 53). */
function header(doc: Doc, d: TaxDocumentSnapshot, copy: Copy): number {
  doc.font('heading').fontSize(20).fillColor(MAROON).text(d.supplier.name, M, M, { width: 300 });
  doc.font('body').fontSize(8.5).fillColor(INK).text(d.supplier.address.join(', '), { width: 300 });
  doc.text(`GSTIN ${d.supplier.gstin ?? ''}  ·  State ${d.supplier.state} (${d.supplier.stateCode})`, { width: 300 });
  if (d.bisRegistration) doc.text(`BIS registration ${d.bisRegistration}`, { width: 300 });
  const left = doc.y;
  const w = { width: RIGHT - 340, align: 'right' as const };
  doc.font('heading').fontSize(20).fillColor(INK).text(TAX_DOCUMENT_TITLES[d.type].toUpperCase(), 340, M, w);
  if (d.type === 'tax_invoice' || d.type === 'credit_note') doc.font('bold').fontSize(8).fillColor(SOFT).text(COPY_LABELS[copy].toUpperCase(), w);
  doc.font('bold').fontSize(9).fillColor(INK).text(`No. ${d.number}`, w);
  doc.font('body').text(`Date ${indiaDay(d.issuedAt)}`, w);
  if (d.orderId !== null && d.orderDate !== null) doc.text(`Order #${d.orderId} of ${indiaDay(d.orderDate)}`, w);
  else if (d.goldExchangeId !== undefined) doc.text(`Old gold request #${d.goldExchangeId}`, w);
  else if (d.plan) doc.text(`Purchase plan #${d.plan.enrolmentId}`, w);
  const y = Math.max(left, doc.y) + 8;
  rule(doc, y, MAROON);
  return y + 8;
}

/** One party's block: a label, the name, the address, the state and how to reach them. */
function party(doc: Doc, label: string, p: TaxParty, x: number, top: number, width: number, gstin: boolean): number {
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text(label, x, top, { width });
  doc.font('bold').fontSize(9.5).fillColor(INK).text(p.name, x, doc.y + 2, { width });
  doc.font('body').fontSize(8.5);
  if (p.address.length > 0) doc.text(p.address.join(', '), { width });
  doc.text(`State ${p.state} (${p.stateCode})`, { width });
  if (gstin) doc.font(p.gstin ? 'bold' : 'body').text(p.gstin ? `GSTIN ${p.gstin}` : 'Unregistered (consumer)', { width });
  doc.font('body');
  if (p.phone) doc.text(`Phone ${p.phone}`, { width });
  if (gstin && p.email) doc.text(p.email, { width });
  return doc.y;
}

/** Bill to (the buyer), ship to (the delivery recipient), and where the supply is made (ARCHITECTURE §9). */
function parties(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  // Documents issued before bill-to named the recipient alone, GSTIN and all.
  const buyer = d.buyer ?? d.recipient;
  const labels = { refund_voucher: 'REFUNDED TO', purchase_voucher: 'BOUGHT FROM', plan_receipt_voucher: 'RECEIVED FROM' } as Partial<Record<TaxDocumentSnapshot['type'], string>>;
  const billTo = party(doc, labels[d.type] ?? 'BILL TO', buyer, M, top, 170, true);
  // Goods the shop buys back are not shipped, nor goods of a plan not yet chosen: no ship-to.
  const shipTo = d.type === 'purchase_voucher' || d.plan ? top : party(doc, 'SHIP TO', d.recipient, M + 182, top, 160, false);
  const x = M + 356;
  const width = RIGHT - x;
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text('PLACE OF SUPPLY', x, top, { width });
  doc.font('bold').fontSize(9.5).fillColor(INK).text(`${d.placeOfSupply} (${d.placeOfSupplyCode})`, x, doc.y + 2, { width });
  const half = d.gstRatePercent / 2;
  doc.font('body').fontSize(8.5);
  // The shop buying back charges no output tax: no rate on a purchase voucher.
  if (d.type !== 'purchase_voucher') doc.text(d.intraState ? `Intra-state: CGST ${half}% + SGST ${half}%` : `Inter-state: IGST ${d.gstRatePercent}%`, { width });
  doc.text('Reverse charge: No', { width });
  return Math.max(billTo, shipTo, doc.y) + 12;
}

/** Totals on the right, the amount in words on the left; together, on one page. */
function totals(doc: Doc, d: TaxDocumentSnapshot, after: number): number {
  const t = d.totals;
  const advance = isReceiptVoucher(d.type) || d.type === 'refund_voucher';
  const half = d.gstRatePercent / 2;
  const lines: [string, number][] = [];
  if (!advance && d.type !== 'purchase_voucher') {
    lines.push(['Taxable value', t.taxablePaise]);
    if (d.intraState) lines.push([`CGST ${half}%`, t.cgstPaise], [`SGST ${half}%`, t.sgstPaise]);
    else lines.push([`IGST ${d.gstRatePercent}%`, t.igstPaise]);
    if (t.roundOffPaise !== 0) lines.push(['Round off', t.roundOffPaise]);
  }
  if (d.purchase) {
    // What the rules valued, and what inspection took off it, above the value paid.
    const lower = 'inspectionDeductionPaise' in d.purchase ? Number(d.purchase.inspectionDeductionPaise) : 0;
    if (lower > 0) lines.push(['Value by the rules', d.purchase.goods.reduce((s, g) => s + g.valuePaise, 0)], ['Less at inspection', -lower]);
  }
  const top = room(doc, after, lines.length * 14 + (advance ? 64 : 30));
  let y = top;
  for (const [label, paise] of lines) {
    doc.font('body').fontSize(9).fillColor(INK).text(label, 340, y, { width: 120 });
    rupees(doc, paise, RIGHT, y, 9);
    y += 14;
  }
  doc.moveTo(340, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(INK).stroke();
  const label = { tax_invoice: 'Invoice total', receipt_voucher: 'Amount received', plan_receipt_voucher: 'Amount received', refund_voucher: 'Amount refunded', credit_note: 'Total', purchase_voucher: 'Value paid' }[d.type];
  doc.font('bold').fontSize(11).fillColor(INK).text(label, 340, y + 5, { width: 120 });
  rupees(doc, t.totalPaise, RIGHT, y + 5, 11, 'bold');
  y += 24;
  if (advance) {
    // An advance for goods carries no tax (ARCHITECTURE §9): the rate, and why none is charged.
    const rate = d.intraState ? `CGST ${half}% + SGST ${half}%` : `IGST ${d.gstRatePercent}%`;
    doc.font('bold').fontSize(8.5).text(`Rate of tax: ${rate}`, 340, y, { width: RIGHT - 340 });
    const nil = isReceiptVoucher(d.type) ? `Tax: nil, ${NO_TAX_ON_ADVANCE}.` : 'Tax: nil, none was payable on the advance refunded (Notification 66/2017-CT).';
    doc.font('body').fontSize(8.5).text(nil, 340, doc.y + 1, { width: RIGHT - 340 });
    y = doc.y + 8;
  }
  doc.font('bold').fontSize(7.5).fillColor(SOFT).text('AMOUNT IN WORDS', M, top);
  doc.font('body').fontSize(9).fillColor(INK).text(d.amountInWords, M, doc.y + 2, { width: 280 });
  return Math.max(y, doc.y + 8);
}

const REFERENCE_LABELS: Record<TaxDocumentSnapshot['type'], string> = {
  tax_invoice: 'ADVANCES RECEIVED, SET OFF',
  credit_note: 'ORIGINAL TAX INVOICE',
  refund_voucher: 'AGAINST RECEIPT VOUCHER',
  receipt_voucher: 'REFERENCES',
  purchase_voucher: 'REFERENCES',
  plan_receipt_voucher: 'REFERENCES',
};

function references(doc: Doc, d: TaxDocumentSnapshot, top: number): number {
  let y = top;
  const say = (label: string, text: string) => {
    // A block and its heading on one page.
    y = room(doc, y, doc.font('body').fontSize(8.5).heightOfString(text, { width: WIDTH }) + 14);
    doc.font('bold').fontSize(7.5).fillColor(SOFT).text(label, M, y);
    doc.fillColor(INK);
    textWithRupee(doc, text, M, doc.y + 2, WIDTH, 8.5);
    y = doc.y + 6;
  };
  if (d.references.length > 0) {
    const line = (r: TaxDocumentSnapshot['references'][number]) =>
      r.amountPaise < 0
        ? `${r.number} dated ${indiaDay(r.issuedAt)}: ${signedAmount(r.amountPaise)} refunded, deducted`
        : `${r.number} dated ${indiaDay(r.issuedAt)}: ${signedAmount(r.amountPaise)}`;
    say(REFERENCE_LABELS[d.type], d.references.map(line).join('\n'));
  }
  if (d.type === 'tax_invoice' && d.advancesPaise !== undefined) {
    say('SETTLEMENT', `Invoice total ${signedAmount(d.totals.totalPaise)}  ·  Advances set off ${signedAmount(-d.advancesPaise)}  ·  Balance due ${signedAmount(d.balancePaise ?? 0)}`);
  }
  if (d.refunds && d.refunds.length > 0) say('SETTLED BY', d.refunds.map((r) => `${r.source}: ${signedAmount(r.amountPaise)}`).join('\n'));
  if (d.purchase && d.reason) say('PURCHASE', d.reason);
  if (d.purchase) say('PAYOUT REFERENCE', d.purchase.payoutReference);
  if (d.paymentReference && !d.purchase) say(isReceiptVoucher(d.type) ? 'PAYMENT REFERENCE' : 'REFUND REFERENCE', d.paymentReference);
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
  if (y + SIGN_BOX.height + 40 > BOTTOM) {
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

/** A GST document as an A4 PDF from its frozen snapshot (ARCHITECTURE §7, §9), signed with the shop's certificate. */
export async function renderTaxDocumentPdf(d: TaxDocumentSnapshot, signing: Signing, copy: Copy = 'original'): Promise<Buffer> {
  const doc = newDoc(`${TAX_DOCUMENT_TITLES[d.type]} ${d.number}`, new Date(d.issuedAt));
  let y = header(doc, d, copy);
  y = parties(doc, d, y);
  if (d.type === 'tax_invoice' || (d.type === 'credit_note' && d.lines.length > 0)) {
    y = piecesTable(doc, d.lines, y);
    if (d.type === 'tax_invoice') y = valuesTable(doc, d, d.lines, y);
  } else if (d.type === 'purchase_voucher' && d.purchase) {
    y = purchaseTable(doc, d, y);
  } else if (d.plan) {
    y = planTable(doc, d, y);
  } else {
    y = goodsTable(doc, d, y);
  }
  if (d.type !== 'tax_invoice' && d.type !== 'purchase_voucher') y = summaryTable(doc, d, y);
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
