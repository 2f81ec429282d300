import type { Order as OrderRow, OrderItem as OrderItemRow, TaxDocument } from '@kanak/db';
import {
  allocateTax,
  amountInWords,
  GOLD_COLOUR_LABELS,
  gstStateCode,
  HSN_JEWELLERY,
  PURITY_LABELS,
  splitInclusiveAmount,
  TAX_DOCUMENT_TITLES,
  taxOf,
  type GstComponents,
  type TaxDocumentReference,
  type TaxDocumentRefund,
  type TaxDocumentSnapshot,
  type TaxDocumentType,
  type TaxInvoiceLine,
  type TaxParty,
  type TaxSplit,
} from '@kanak/domain';
import { buyerOf, linePaper, refundCause, voucherGoods, voucherNotes, withHallmarking } from './tax-paper.ts';

/** The shop as its documents name it (env: SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN). */
export interface Shop {
  legalName: string;
  address: string[];
  gstin: string;
  state: string;
  stateCode: string;
  /** SHOP_BIS_REGISTRATION, printed on the invoice. */
  bisRegistration?: string | null;
  /** SHOP_HALLMARKING_CHARGE per piece in paise, printed within the making charge. */
  hallmarkingPaise?: number | null;
}

/** What every document of an order shares: who supplies, who receives, where. */
export interface DocumentHeader {
  type: TaxDocumentType;
  number: string;
  issuedAt: Date;
  shop: Shop;
  order: OrderRow;
  contact: { email: string; phone: string; name?: string | null } | null;
}

const GST_PERCENT = 3;

/** Text as one printed line: a newline or other control character in an address never starts a line of its own. */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim();

function recipientOf(order: OrderRow, contact: DocumentHeader['contact']): TaxParty {
  const a = order.addressSnapshot;
  return {
    name: oneLine(a.recipient_name),
    address: [a.address, a.area, a.landmark, `${a.state} ${a.pincode}`].map((l) => oneLine(l ?? '')).filter(Boolean),
    state: a.state,
    stateCode: gstStateCode(a.state) ?? '',
    gstin: order.buyerGstin,
    phone: a.mobile || contact?.phone || null,
    email: contact?.email ?? null,
  };
}

export type SplitWithRoundOff = TaxSplit & { roundOffPaise: number };

/**
 * Taxable value, tax and round-off of an amount that includes GST (ARCHITECTURE §9): its taxable
 * value in the proportion of the order's taxable value after every discount to its GST, its tax
 * at the rate on that taxable value, the paise left over as the round-off.
 */
export function splitInclusive(amountPaise: number, order: { taxablePaise: number; taxPaise: number }, intraState: boolean): SplitWithRoundOff {
  return splitInclusiveAmount(amountPaise, order, intraState);
}

/** A line's taxable value: gold, diamonds, stones and making, less the offer's or code's cut, × quantity. */
export function lineTaxable(item: OrderItemRow): number {
  const b = item.breakdown;
  const discount = (b.makingDiscountPaise ?? 0) + (b.diamondDiscountPaise ?? 0);
  return (b.goldPaise + b.diamondPaise + b.stonesPaise + b.makingPaise - discount) * item.quantity;
}

/** The order's taxable value after every discount and its GST: Σ over its lines of the locked breakdown × quantity. */
export function orderTax(items: OrderItemRow[]): { taxablePaise: number; taxPaise: number } {
  let taxablePaise = 0;
  let taxPaise = 0;
  for (const i of items) {
    taxablePaise += lineTaxable(i);
    taxPaise += i.breakdown.gstPaise * i.quantity;
  }
  return { taxablePaise, taxPaise };
}

/** Each line's metal in milligrams as finished: the ordered weight scaled by the order's finished / ordered. */
function finishedMetalMg(items: OrderItemRow[], order: OrderRow): Map<number, number> {
  const ordered = items.reduce((s, i) => s + i.productSnapshot.metalWeightMg * i.quantity, 0);
  return new Map(
    items.map((i) => [
      i.id,
      order.finishedWeightMg && ordered > 0 ? Math.round((i.productSnapshot.metalWeightMg * order.finishedWeightMg) / ordered) : i.productSnapshot.metalWeightMg,
    ]),
  );
}

function invoiceLine(item: OrderItemRow, metalMg: number, tax: GstComponents): TaxInvoiceLine {
  const s = item.productSnapshot;
  const b = item.breakdown;
  const q = item.quantity;
  const discount = (b.makingDiscountPaise ?? 0) + (b.diamondDiscountPaise ?? 0);
  // An offer's cut comes off before tax (ARCHITECTURE §9): the line shows it and taxes what is left.
  const taxable = lineTaxable(item);
  const diamondCarats = s.isDiamond ? (s.diamondWeightMct * q) / 1000 : 0;
  return {
    itemId: item.id,
    description: s.name,
    productCode: s.productCode,
    hsn: HSN_JEWELLERY,
    purity: PURITY_LABELS[item.karat],
    metal: `${GOLD_COLOUR_LABELS[item.goldColour]} ${item.karat.toUpperCase()}`,
    netWeightG: (metalMg * q) / 1000,
    // Gross: metal, diamonds and coloured stones (1 ct = 0.2 g); net: the metal alone.
    ...linePaper(item, metalMg, diamondCarats),
    diamondCarats,
    diamondClarity: s.isDiamond ? item.clarity : null,
    stones: s.stones.length > 0 ? s.stones.map((st) => `${st.name} ${st.weight} ct`).join(', ') : null,
    huids: item.huids,
    quantity: q,
    goldPaise: b.goldPaise * q,
    diamondPaise: b.diamondPaise * q,
    stonesPaise: b.stonesPaise * q,
    makingPaise: b.makingPaise * q,
    discountPaise: discount * q,
    taxablePaise: taxable,
    ...tax,
    totalPaise: taxable + taxOf(tax),
  };
}

const sum = (lines: TaxSplit[]): TaxSplit =>
  lines.reduce(
    (t, l) => ({
      taxablePaise: t.taxablePaise + l.taxablePaise,
      cgstPaise: t.cgstPaise + l.cgstPaise,
      sgstPaise: t.sgstPaise + l.sgstPaise,
      igstPaise: t.igstPaise + l.igstPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );

export const referenceTo = (doc: TaxDocument, sign = 1): TaxDocumentReference => ({
  type: doc.type,
  number: doc.number,
  issuedAt: doc.issuedAt.toISOString(),
  amountPaise: sign * doc.totalPaise,
});

export function base(h: DocumentHeader): Omit<TaxDocumentSnapshot, 'lines' | 'totals' | 'references' | 'notes' | 'amountInWords'> {
  const recipient = recipientOf(h.order, h.contact);
  return {
    type: h.type,
    number: h.number,
    issuedAt: h.issuedAt.toISOString(),
    orderId: h.order.id,
    orderDate: h.order.createdAt.toISOString(),
    supplier: { name: h.shop.legalName, address: h.shop.address, state: h.shop.state, stateCode: h.shop.stateCode, gstin: h.shop.gstin },
    bisRegistration: h.shop.bisRegistration ?? null,
    buyer: buyerOf(h.order, h.contact, recipient),
    recipient,
    placeOfSupply: recipient.state,
    placeOfSupplyCode: recipient.stateCode,
    intraState: recipient.stateCode === h.shop.stateCode,
    gstRatePercent: GST_PERCENT,
  };
}

/**
 * The tax invoice at dispatch (Rule 46): every piece, its values and its share of the document's
 * tax at the rate on the taxable value after every discount (ARCHITECTURE §9); the receipts set
 * off and the refund vouchers deducted from them, so the settlement foots.
 */
export function taxInvoiceSnapshot(h: DocumentHeader, items: OrderItemRow[], receipts: TaxDocument[], refunded: TaxDocument[]): TaxDocumentSnapshot {
  const head = base(h);
  const metal = finishedMetalMg(items, h.order);
  const taxes = allocateTax(items.map(lineTaxable), head.intraState);
  const lines = items.map((i, n) =>
    withHallmarking(invoiceLine(i, metal.get(i.id) ?? i.productSnapshot.metalWeightMg, taxes[n] ?? { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }), h.shop.hallmarkingPaise),
  );
  const totals = sum(lines);
  const exact = totals.taxablePaise + taxOf(totals);
  const advances = receipts.reduce((s, d) => s + d.totalPaise, 0) - refunded.reduce((s, d) => s + d.totalPaise, 0);
  return {
    ...head,
    lines,
    totals: { ...totals, roundOffPaise: h.order.totalPaise - exact, totalPaise: h.order.totalPaise },
    references: [...receipts.map((d) => referenceTo(d)), ...refunded.map((d) => referenceTo(d, -1))],
    advancesPaise: advances,
    balancePaise: Math.max(0, h.order.totalPaise - advances),
    notes: [
      'Advances received are set off against this invoice; tax on them was not payable at receipt (Notification 66/2017-Central Tax).',
      'Goods once sold are covered by the return, exchange and buyback policy in the shop’s terms of sale.',
    ],
    amountInWords: amountInWords(h.order.totalPaise),
  };
}

/**
 * A voucher or credit note for one amount that includes GST (Rules 50, 51, 53): split in the
 * proportion of the order's discounted taxable value to its GST, unless the caller gives the split
 * (a credit note reverses what its invoice charged, never more). A return's credit note lists its lines.
 */
export function amountSnapshot(
  h: DocumentHeader,
  input: {
    amountPaise: number;
    items: OrderItemRow[];
    references: TaxDocument[];
    paymentReference: string | null;
    reason: string | null;
    split?: SplitWithRoundOff;
    lines?: TaxInvoiceLine[];
    refunds?: TaxDocumentRefund[];
  },
): TaxDocumentSnapshot {
  const head = base(h);
  const split = input.split ?? splitInclusive(input.amountPaise, orderTax(input.items), head.intraState);
  const what: Record<TaxDocumentType, string> = {
    receipt_voucher: `Advance received against order #${h.order.id}`,
    refund_voucher: `Refund of advance received against order #${h.order.id}`,
    credit_note: `Credit against ${input.references[0]?.number ?? 'the tax invoice'} for order #${h.order.id}`,
    tax_invoice: TAX_DOCUMENT_TITLES.tax_invoice,
    purchase_voucher: TAX_DOCUMENT_TITLES.purchase_voucher,
    plan_receipt_voucher: TAX_DOCUMENT_TITLES.plan_receipt_voucher,
  };
  const voucher = h.type === 'receipt_voucher' || h.type === 'refund_voucher' ? h.type : null;
  const refund = h.type === 'refund_voucher' ? refundCause(h.order) : undefined;
  const notes = voucher
    ? voucherNotes(voucher, refund)
    : ['Issued under section 34 of the CGST Act: the taxable value and tax of the invoice named above are reduced by these amounts.'];
  return {
    ...head,
    lines: input.lines ?? [],
    totals: { ...split, totalPaise: input.amountPaise },
    references: input.references.map((d) => referenceTo(d)),
    ...(input.refunds ? { refunds: input.refunds } : {}),
    ...(voucher ? { goods: voucherGoods(input.items) } : {}),
    ...(refund ? { refund } : {}),
    paymentReference: input.paymentReference,
    reason: input.reason ?? what[h.type],
    notes,
    amountInWords: amountInWords(input.amountPaise),
  };
}
