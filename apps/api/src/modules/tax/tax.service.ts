import type { AfterSaleRequestRow, Order as OrderRow, Payment, Refund, TaxDocument, Tx } from '@kanak/db';
import { financialYear, ORDER_MESSAGES, paiseToRupees, returnValuePaise, taxDocumentNumber, type TaxDocumentRefund, type TaxDocumentType } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findOrder, itemsOf } from '../orders/orders.repository.ts';
import { findContact } from '../payments/payments.repository.ts';
import { documentFor, documentsOfOrder, findTaxDocument, insertTaxDocument, nextSequence, rateCardAt } from './tax.repository.ts';
import { amountSnapshot, taxInvoiceSnapshot, type DocumentHeader, type Shop } from './tax-snapshot.ts';
import { renderTaxDocumentPdf } from './tax-pdf.ts';
import { printable } from './printable.ts';
import { creditSplit, invoiceLinesOf, leftToCredit, returnCredit } from './credit-notes.ts';
import { purchaseGoods, purchaseVoucherSnapshot } from './purchase-voucher.ts';

/** Takes the next number of the type's series for now's financial year, and the header every document shares. */
type Numbered = DocumentHeader & { financialYear: string; sequence: number };

async function header(tx: Tx, shop: Shop, order: OrderRow, type: TaxDocumentType): Promise<Numbered> {
  const issuedAt = new Date();
  const fy = financialYear(issuedAt);
  const sequence = await nextSequence(tx, type, fy);
  const contact = (await findContact(tx, order.userId)) ?? null;
  return { type, number: taxDocumentNumber(type, fy, sequence), issuedAt, shop, order, contact, financialYear: fy, sequence };
}

async function store(tx: Tx, h: Numbered, snapshot: TaxDocument['snapshot'], ref: { paymentId?: number; refundId?: number; afterSaleRequestId?: number }) {
  return insertTaxDocument(tx, {
    orderId: h.order.id,
    type: h.type,
    financialYear: h.financialYear,
    sequence: h.sequence,
    number: h.number,
    issuedAt: h.issuedAt,
    paymentId: ref.paymentId ?? null,
    refundId: ref.refundId ?? null,
    afterSaleRequestId: ref.afterSaleRequestId ?? null,
    placeOfSupply: snapshot.placeOfSupply,
    taxablePaise: snapshot.totals.taxablePaise,
    cgstPaise: snapshot.totals.cgstPaise,
    sgstPaise: snapshot.totals.sgstPaise,
    igstPaise: snapshot.totals.igstPaise,
    totalPaise: snapshot.totals.totalPaise,
    snapshot,
  });
}

/**
 * A receipt voucher for money received before the invoice (Rule 50), in the transaction that
 * counted the payment; nothing once the invoice is out (money after it is the invoice's) or when
 * this payment has one.
 */
export async function issueReceiptVoucher(tx: Tx, shop: Shop, order: OrderRow, payment: Payment): Promise<void> {
  if ((await documentsOfOrder(tx, order.id, ['tax_invoice'])).length > 0) return;
  if (await documentFor(tx, 'receipt_voucher', { paymentId: payment.id })) return;
  const h = await header(tx, shop, order, 'receipt_voucher');
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const snapshot = amountSnapshot(h, { amountPaise: payment.amountPaise, items, references: [], paymentReference: payment.providerPaymentId, reason: null });
  await store(tx, h, snapshot, { paymentId: payment.id });
}

/** The tax invoice when the goods leave (Rule 46), in the dispatch's transaction; the advances set off. */
export async function issueTaxInvoice(tx: Tx, shop: Shop, order: OrderRow): Promise<void> {
  const earlier = await documentsOfOrder(tx, order.id);
  if (earlier.some((d) => d.type === 'tax_invoice')) return;
  const h = await header(tx, shop, order, 'tax_invoice');
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const receipts = earlier.filter((d) => d.type === 'receipt_voucher');
  const refunded = earlier.filter((d) => d.type === 'refund_voucher');
  await store(tx, h, taxInvoiceSnapshot(h, items, receipts, refunded), {});
}

/**
 * A refund made: a credit note when the invoice is out (Rule 53, section 34), else a refund voucher
 * for the advance (Rule 51); in the transaction that marks the refund processed. A return's refunds
 * issue nothing here: the return's one credit note, issued at its completion, lists them.
 */
export async function issueRefundDocument(tx: Tx, shop: Shop, order: OrderRow, refund: Refund): Promise<void> {
  if (refund.afterSaleRequestId !== null && (await documentFor(tx, 'credit_note', { afterSaleRequestId: refund.afterSaleRequestId }))) return;
  const earlier = await documentsOfOrder(tx, order.id);
  const invoice = earlier.find((d) => d.type === 'tax_invoice');
  const type = invoice ? 'credit_note' : 'refund_voucher';
  if (await documentFor(tx, type, { refundId: refund.id })) return;
  const h = await header(tx, shop, order, type);
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const references = invoice ? [invoice] : earlier.filter((d) => d.type === 'receipt_voucher' && d.paymentId === refund.paymentId);
  // A credit note never reverses more than the invoice has left; the one that takes the rest takes it exactly.
  const split = invoice ? creditSplit(refund.amountPaise, invoice, earlier.filter((d) => d.type === 'credit_note')) : undefined;
  const snapshot = amountSnapshot(h, { amountPaise: refund.amountPaise, items, references, paymentReference: refund.providerRefundId, reason: refund.reason, ...(split ? { split } : {}) });
  await store(tx, h, snapshot, { refundId: refund.id });
}

/**
 * The one credit note of a completed return or exchange (ARCHITECTURE §9, decision 045), in the
 * completion's transaction: it names the invoice, lists the pieces that came back with their
 * quantity and weight, reverses exactly their invoiced taxable value and tax (a share of them when
 * less is given back, never more than the invoice has left), and lists how the amount is settled.
 * Answers the note (the same one when issued before), or null when the order has no invoice.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  shop: Shop,
  order: OrderRow,
  request: { id: number; kind: 'return' | 'exchange'; itemIds: number[] },
  amountPaise: number,
  settledBy: TaxDocumentRefund[],
): Promise<TaxDocument | null> {
  const again = await documentFor(tx, 'credit_note', { afterSaleRequestId: request.id });
  if (again) return again;
  const earlier = await documentsOfOrder(tx, order.id);
  const invoice = earlier.find((d) => d.type === 'tax_invoice');
  if (!invoice || amountPaise <= 0) return null;
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const fullPaise = returnValuePaise(order.totalPaise, items.map((i) => ({ lineTotalPaise: i.lineTotalPaise, returned: request.itemIds.includes(i.id) })));
  const lines = invoiceLinesOf(invoice, request.itemIds, items.map((i) => i.id));
  const left = leftToCredit(invoice, earlier.filter((d) => d.type === 'credit_note'));
  const credit = returnCredit(lines, amountPaise, fullPaise, left, invoice.snapshot.intraState);
  const h = await header(tx, shop, order, 'credit_note');
  const what = request.kind === 'return' ? 'Return' : 'Exchange';
  const reason = `${what} of ${lines.map((l) => `${l.description} (${l.quantity} pc, ${l.netWeightG} g)`).join(', ')} (request #${request.id})`;
  const snapshot = amountSnapshot(h, { amountPaise: credit.totalPaise, items, references: [invoice], paymentReference: null, reason, split: credit.split, lines: credit.lines, refunds: settledBy });
  return store(tx, h, snapshot, { afterSaleRequestId: request.id });
}

/**
 * A buyback's purchase voucher (ARCHITECTURE §9), in its completion's transaction: the pieces by
 * weight, purity and rate per gram of the card the value was set on, the deductions, the value paid
 * and the payout's reference. Answers the voucher (the same one when issued before).
 */
export async function issuePurchaseVoucher(tx: Tx, shop: Shop, request: AfterSaleRequestRow, payoutReference: string, paidPaise: number): Promise<TaxDocument | null> {
  const again = await documentFor(tx, 'purchase_voucher', { afterSaleRequestId: request.id });
  if (again) return again;
  const order = await findOrder(tx, request.orderId, null);
  if (!order) return null;
  // The value names its card's time to the millisecond; PostgreSQL keeps microseconds, so the card is
  // the last one in force before the next millisecond (not the one before it, nor today's).
  const valuedAt = request.value?.ratesDate ? new Date(Date.parse(request.value.ratesDate) + 1) : new Date();
  const card = (await rateCardAt(tx, valuedAt)) ?? (await rateCardAt(tx, new Date()));
  if (!card) return null;
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const h = await header(tx, shop, order, 'purchase_voucher');
  const snapshot = purchaseVoucherSnapshot(h, request, purchaseGoods(order, items, request.itemIds, card), payoutReference, paidPaise);
  return store(tx, h, snapshot, { afterSaleRequestId: request.id });
}

/** A document as the API lists it (ARCHITECTURE §7): rupees, tax with its paise. */
export function toTaxDocumentView(d: TaxDocument) {
  return {
    id: d.id,
    type: d.type,
    number: d.number,
    issued_at: d.issuedAt.toISOString(),
    place_of_supply: d.placeOfSupply,
    taxable_value: paiseToRupees(d.taxablePaise),
    cgst: paiseToRupees(d.cgstPaise),
    sgst: paiseToRupees(d.sgstPaise),
    igst: paiseToRupees(d.igstPaise),
    total: paiseToRupees(d.totalPaise),
  };
}

/** GET orders/{id}/tax-documents for its owner (`userId`) or an admin (null); 404 for anyone else. */
export async function taxDocumentsOf(deps: Pick<ServiceDeps, 'database'>, orderId: number, userId: number | null) {
  const { db } = deps.database;
  if (!(await findOrder(db, orderId, userId))) throw notFound(ORDER_MESSAGES.notFound);
  return { documents: (await documentsOfOrder(db, orderId)).map(toTaxDocumentView) };
}

/**
 * GET …/tax-documents/{docId}/pdf: rendered from the frozen snapshot, so it reads the same every
 * time, and signed as it is handed out with the shop's certificate (ARCHITECTURE §9).
 */
export async function taxDocumentPdf(deps: Pick<ServiceDeps, 'database' | 'config'>, orderId: number, docId: number, userId: number | null) {
  const { db } = deps.database;
  if (!(await findOrder(db, orderId, userId))) throw notFound(ORDER_MESSAGES.notFound);
  const doc = await findTaxDocument(db, orderId, docId);
  if (!doc) throw notFound(ORDER_MESSAGES.documentNotFound);
  const signing = { certificate: deps.config.signing, signatory: deps.config.shop.signatory, signedAt: new Date() };
  // The customer downloads the original; the back office (no user filter) the supplier's duplicate.
  return { number: doc.number, pdf: await renderTaxDocumentPdf(printable(doc.snapshot), signing, userId === null ? 'duplicate' : 'original') };
}
