import type { TaxDocument, Tx } from '@kanak/db';
import { amountInWords, financialYear, GST_RATE_BASIS_POINTS, PLAN_MONTHS, taxDocumentNumber, type TaxDocumentSnapshot, type TaxParty } from '@kanak/domain';
import { findContact } from '../payments/payments.repository.ts';
import { insertTaxDocument, nextSequence } from '../tax/tax.repository.ts';
import { oneLine, referenceTo, type Shop } from '../tax/tax-snapshot.ts';
import { findPlan, nextVoucherSequence, planDocumentsOf, type EnrolmentRow, type InstalmentRow } from './plans.repository.ts';

/*
 * A purchase plan's GST documents (ARCHITECTURE §9 and §11, decision 058). Each counted instalment
 * is an advance for goods not yet identified: a Rule 50 receipt voucher in the plan's own gapless
 * series `PRV/` (type `plan_receipt_voucher`), issued in the transaction that counts the payment.
 * Closing early refunds every instalment: one Rule 51 refund voucher (series `RF/`, as an order's)
 * naming the receipt vouchers, in the closing transaction. Money the plan refuses and returns at
 * once was never taken as an advance: it keeps no number and gets no voucher.
 */

export const PLAN_GOODS = 'Jewellery purchase plan instalment — goods not yet identified';

type Header = { number: string; issuedAt: Date; shop: Shop; enrolment: EnrolmentRow; planName: string; customer: TaxParty };

async function customerOf(tx: Tx, shop: Shop, userId: number): Promise<TaxParty> {
  const c = await findContact(tx, userId);
  // No address is taken for a plan: the customer is named and reached; the supply is at the shop.
  return { name: oneLine(c?.name || 'Customer'), address: [], state: shop.state, stateCode: shop.stateCode, gstin: null, phone: c?.phone || null, email: c?.email || null };
}

function planSnapshot(h: Header, type: 'plan_receipt_voucher' | 'refund_voucher', instalments: number[], amountPaise: number): TaxDocumentSnapshot {
  return {
    type,
    number: h.number,
    issuedAt: h.issuedAt.toISOString(),
    orderId: null,
    orderDate: null,
    plan: { enrolmentId: h.enrolment.id, planName: oneLine(h.planName), instalments, of: PLAN_MONTHS },
    supplier: { name: h.shop.legalName, address: h.shop.address, state: h.shop.state, stateCode: h.shop.stateCode, gstin: h.shop.gstin },
    bisRegistration: h.shop.bisRegistration ?? null,
    buyer: h.customer,
    recipient: h.customer,
    // Goods not yet identified nor shipped: the supply is at the shop, where the money was received.
    placeOfSupply: h.shop.state,
    placeOfSupplyCode: h.shop.stateCode,
    intraState: true,
    gstRatePercent: GST_RATE_BASIS_POINTS / 100,
    lines: [],
    // No tax on an advance for goods (Notification 66/2017-CT): the whole amount is its value.
    totals: { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0, totalPaise: amountPaise },
    references: [],
    notes: [],
    amountInWords: amountInWords(amountPaise),
  };
}

async function header(tx: Tx, shop: Shop, enrolment: EnrolmentRow, number: string, issuedAt: Date): Promise<Header> {
  const plan = await findPlan(tx, enrolment.planId);
  return { number, issuedAt, shop, enrolment, planName: plan?.name ?? 'Purchase plan', customer: await customerOf(tx, shop, enrolment.userId) };
}

/** '2026-27' and 12 from 'PRV/26-27/000012' (an instalment numbered before its document existed). */
function seriesOf(number: string): { financialYear: string; sequence: number } {
  const m = /^PRV\/(\d\d)-(\d\d)\/(\d{6})$/.exec(number);
  if (!m) throw new Error(`plan voucher number ${number} is not of the PRV series`);
  return { financialYear: `20${m[1] ?? ''}-${m[2] ?? ''}`, sequence: Number(m[3]) };
}

/**
 * The instalment's receipt voucher, in the transaction that counts it: the next `PRV/` number of
 * now's financial year. An instalment numbered before vouchers were documents keeps its number and
 * date. Answers the voucher (the same one when issued before).
 */
export async function issuePlanReceiptVoucher(tx: Tx, shop: Shop, enrolment: EnrolmentRow, inst: InstalmentRow & { number: number }, now = new Date()): Promise<TaxDocument> {
  const again = (await planDocumentsOf(tx, [enrolment.id])).find((d) => d.type === 'plan_receipt_voucher' && d.planInstalmentId === inst.id);
  if (again) return again;
  const issuedAt = inst.voucherNumber ? (inst.paidAt ?? now) : now;
  const fy = inst.voucherNumber ? seriesOf(inst.voucherNumber).financialYear : financialYear(issuedAt);
  const sequence = inst.voucherNumber ? seriesOf(inst.voucherNumber).sequence : await nextVoucherSequence(tx, fy);
  const number = taxDocumentNumber('plan_receipt_voucher', fy, sequence);
  const h = await header(tx, shop, enrolment, number, issuedAt);
  const snapshot: TaxDocumentSnapshot = {
    ...planSnapshot(h, 'plan_receipt_voucher', [inst.number], inst.amountPaise),
    paymentReference: inst.providerPaymentId,
    reason: `${PLAN_GOODS} (instalment ${inst.number} of ${PLAN_MONTHS})`,
    notes: [
      `${PLAN_GOODS}: instalment ${inst.number} of ${PLAN_MONTHS} of purchase plan #${enrolment.id}. At maturity the instalments and the bonus are spent against an order, never paid in cash; the tax invoice of that order charges the tax. Closing the plan early refunds the instalments paid, without the bonus.`,
    ],
  };
  return insertTaxDocument(tx, {
    orderId: null,
    planInstalmentId: inst.id,
    planEnrolmentId: enrolment.id,
    type: 'plan_receipt_voucher',
    financialYear: fy,
    sequence,
    number,
    issuedAt,
    placeOfSupply: snapshot.placeOfSupply,
    taxablePaise: inst.amountPaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: inst.amountPaise,
    snapshot,
  });
}

/**
 * A plan closed early (ARCHITECTURE §11): one refund voucher for the instalments refunded, naming
 * their receipt vouchers, in the closing transaction (each instalment's voucher is issued first if
 * it was numbered before vouchers were documents). Null when nothing is refunded.
 */
export async function issuePlanRefundVoucher(tx: Tx, shop: Shop, enrolment: EnrolmentRow, refunded: (InstalmentRow & { number: number })[], now = new Date()): Promise<TaxDocument | null> {
  const again = (await planDocumentsOf(tx, [enrolment.id])).find((d) => d.type === 'refund_voucher');
  if (again) return again;
  if (refunded.length === 0) return null;
  const receipts: TaxDocument[] = [];
  for (const inst of refunded) receipts.push(await issuePlanReceiptVoucher(tx, shop, enrolment, inst, now));
  const amountPaise = refunded.reduce((s, r) => s + r.amountPaise, 0);
  const fy = financialYear(now);
  const sequence = await nextSequence(tx, 'refund_voucher', fy);
  const number = taxDocumentNumber('refund_voucher', fy, sequence);
  const h = await header(tx, shop, enrolment, number, now);
  const payments = refunded.map((r) => r.providerPaymentId).filter(Boolean).join(', ');
  const snapshot: TaxDocumentSnapshot = {
    ...planSnapshot(h, 'refund_voucher', refunded.map((r) => r.number), amountPaise),
    references: receipts.map((d) => referenceTo(d)),
    refund: { cause: 'cancellation', supplyContinues: false },
    paymentReference: null,
    reason: `Purchase plan #${enrolment.id} closed early: instalments paid, refunded without the bonus`,
    notes: [
      `Purchase plan #${enrolment.id} was closed early: the advances received against the receipt vouchers named above are refunded, without the bonus, and no supply will be made against them.`,
      `Refunded through the payment provider to the account each instalment was paid from${payments ? ` (${payments})` : ''}.`,
    ],
  };
  return insertTaxDocument(tx, {
    orderId: null,
    planEnrolmentId: enrolment.id,
    type: 'refund_voucher',
    financialYear: fy,
    sequence,
    number,
    issuedAt: now,
    placeOfSupply: snapshot.placeOfSupply,
    taxablePaise: amountPaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: amountPaise,
    snapshot,
  });
}
