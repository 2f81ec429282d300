import type { Order as OrderRow, OrderItem as OrderItemRow } from '@kanak/db';
import { GOLD_COLOUR_LABELS, HSN_JEWELLERY, PURITY_LABELS, stateOfGstin, type TaxDocumentSnapshot, type TaxInvoiceLine, type TaxParty, type TaxVoucherGoods } from '@kanak/domain';

/*
 * What the paper of a tax document says beyond its amounts (ARCHITECTURE §9): who is billed, what
 * goods a voucher is for, why a refund voucher refunds, and the details a bank or insurer reads
 * on an invoice line. The amounts and their split are tax-snapshot.ts's.
 */

/** Text as one printed line: a newline or other control character never starts a line of its own. */
// Stryker disable next-line Regex: without `+` each control character becomes a space and the next replace runs the spaces together
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim();

/** An address typed as lines or with commas, as printed lines. */
const addressLines = (text: string | null) => (text ?? '').split(/\s*(?:\r?\n|,)\s*/).map(oneLine).filter(Boolean);

/**
 * Bill to: for a business purchase the legal name and billing address given with the GSTIN (its
 * state from the GSTIN); otherwise the account holder. Ship to stays the delivery recipient.
 */
export function buyerOf(order: OrderRow, contact: { email: string; phone: string; name?: string | null } | null, shipTo: TaxParty): TaxParty {
  const reach = { phone: contact?.phone || null, email: contact?.email || null };
  if (order.buyerGstin) {
    const state = stateOfGstin(order.buyerGstin) ?? shipTo.state;
    return {
      name: oneLine(order.buyerLegalName ?? contact?.name ?? shipTo.name),
      address: addressLines(order.billingAddress),
      state,
      stateCode: order.buyerGstin.slice(0, 2),
      gstin: order.buyerGstin,
      ...reach,
    };
  }
  return { name: oneLine(contact?.name || shipTo.name), address: [], state: shipTo.state, stateCode: shipTo.stateCode, gstin: null, ...reach };
}

/** The pieces an advance is for: name, code, metal and purity (receipt and refund vouchers). */
export function voucherGoods(items: OrderItemRow[]): TaxVoucherGoods[] {
  return items.map((i) => ({
    description: oneLine(i.productSnapshot.name),
    productCode: i.productSnapshot.productCode,
    hsn: HSN_JEWELLERY,
    metal: `${GOLD_COLOUR_LABELS[i.goldColour]} ${i.karat.toUpperCase()}`,
    purity: PURITY_LABELS[i.karat],
    quantity: i.quantity,
  }));
}

/** Why a refund voucher refunds: the order was cancelled (no supply), or it now costs less than was received (supply continues). */
export function refundCause(order: OrderRow): NonNullable<TaxDocumentSnapshot['refund']> {
  if (order.status === 'cancelled' || order.status === 'expired') return { cause: 'cancellation', supplyContinues: false };
  if (order.finishedWeightMg !== null) return { cause: 'lower_total', supplyContinues: true };
  return { cause: 'other', supplyContinues: true };
}

export const NO_TAX_ON_ADVANCE = 'no tax payable on an advance for goods (Notification 66/2017-CT)';

/** The notes a receipt or refund voucher prints: what the advance is, and for a refund why it came back. */
export function voucherNotes(type: 'receipt_voucher' | 'refund_voucher', refund: TaxDocumentSnapshot['refund']): string[] {
  if (type === 'receipt_voucher') {
    return ['Advance for the goods above. The tax invoice at dispatch charges the tax on them and sets this advance off.'];
  }
  // Stryker disable next-line StringLiteral: a cause of "" is neither a cancellation nor a lower total, so it reads as 'other'
  const cause = refund?.cause ?? 'other';
  if (cause === 'cancellation') return ['The order was cancelled: the advance received against the receipt voucher named above is refunded, and no supply will be made against it.'];
  const why = cause === 'lower_total' ? 'The finished weight lowered the order’s total below the advances received' : 'More was received than the order’s total';
  return [`${why}: the excess is refunded. The goods above are still supplied; the tax invoice at dispatch charges tax on the order’s total and deducts this refund from the advances.`];
}

/**
 * An invoice line as a gold-loan desk reads it: the gold rate per gram the order locked for the
 * line's colour and karat, and the gross weight with every stone (diamonds and coloured stones,
 * 0.2 g a carat) beside the net weight of the metal.
 */
export function linePaper(item: OrderItemRow, metalMg: number, diamondCarats: number): { grossWeightG: number; stoneCarats: number; ratePerGramPaise: number } {
  const q = item.quantity;
  const stoneCarats = Math.round(item.productSnapshot.stones.reduce((s, st) => s + st.weight, 0) * q * 1000) / 1000;
  return {
    grossWeightG: Math.round(metalMg * q + (diamondCarats + stoneCarats) * 200) / 1000,
    stoneCarats,
    ratePerGramPaise: item.ratesSnapshot.gold[item.goldColour][item.karat],
  };
}

/**
 * The shop's hallmarking charge (SHOP_HALLMARKING_CHARGE, per piece), shown within the making
 * charge that recovers it: the price is the one price function's, the paper says what is in it.
 */
export function withHallmarking(line: TaxInvoiceLine, perPiecePaise: number | null | undefined): TaxInvoiceLine {
  if (!perPiecePaise) return line;
  return { ...line, hallmarkingPaise: Math.min(perPiecePaise * line.quantity, line.makingPaise) };
}
