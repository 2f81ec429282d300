/*
 * GST tax documents (ARCHITECTURE §7; CGST Rules 46, 50, 51, 53). A document is issued once, in
 * the transaction that makes the event it records, as a frozen snapshot: everything its PDF shows.
 * It is never edited; a credit note corrects an invoice. Amounts are paise.
 */

/**
 * `plan_receipt_voucher` is the receipt voucher of a purchase plan instalment (decision 058): a
 * Rule 50 receipt voucher in its own gapless series `PRV/`, a type of its own so that
 * unique(type, financial year, sequence) holds beside the orders' `RV/` series.
 */
export const TAX_DOCUMENT_TYPES = ['receipt_voucher', 'tax_invoice', 'credit_note', 'refund_voucher', 'purchase_voucher', 'plan_receipt_voucher'] as const;
export type TaxDocumentType = (typeof TAX_DOCUMENT_TYPES)[number];

/** Receipt vouchers of either series: an advance received (Rule 50). */
export const isReceiptVoucher = (type: TaxDocumentType) => type === 'receipt_voucher' || type === 'plan_receipt_voucher';

/** The title printed on each document (CGST Rules 46, 50, 51, 53). */
export const TAX_DOCUMENT_TITLES: Record<TaxDocumentType, string> = {
  receipt_voucher: 'Receipt Voucher',
  tax_invoice: 'Tax Invoice',
  credit_note: 'Credit Note',
  refund_voucher: 'Refund Voucher',
  purchase_voucher: 'Purchase Voucher',
  plan_receipt_voucher: 'Receipt Voucher',
};

/** Each series' prefix; a number is `PREFIX/26-27/000123`, at most 16 characters (Rule 46(b)). */
export const TAX_DOCUMENT_PREFIXES: Record<TaxDocumentType, string> = {
  receipt_voucher: 'RV',
  tax_invoice: 'INV',
  credit_note: 'CN',
  refund_voucher: 'RF',
  purchase_voucher: 'PV',
  plan_receipt_voucher: 'PRV',
};

/** '2026-27' → '26-27'; the number's sequence is six digits. */
export function taxDocumentNumber(type: TaxDocumentType, financialYear: string, sequence: number): string {
  const [from, to] = financialYear.split('-');
  // Stryker disable next-line StringLiteral: split always gives a first part, and every financial year is made 'YYYY-YY' by financialYear (gst.ts) or read back from a number it made
  return `${TAX_DOCUMENT_PREFIXES[type]}/${(from ?? '').slice(2)}-${to ?? ''}/${String(sequence).padStart(6, '0')}`;
}

export interface TaxParty {
  name: string;
  /** Lines of the address as printed. */
  address: string[];
  state: string;
  /** Two-digit GST state code, e.g. '27' for Maharashtra. */
  stateCode: string;
  gstin: string | null;
  phone?: string | null;
  email?: string | null;
}

/** The tax on an amount, split by place of supply: CGST + SGST (same state) or IGST; exact to the paisa. */
export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** One invoice line: a piece as ordered and finished, with its values (Rule 46 and the jeweller's details). */
export interface TaxInvoiceLine extends TaxSplit {
  /** The order line it prints (absent on documents issued before returns named their lines). */
  itemId?: number;
  description: string;
  productCode: string;
  hsn: string;
  /** '18K/750'. */
  purity: string;
  metal: string;
  grossWeightG: number;
  netWeightG: number;
  diamondCarats: number;
  diamondClarity: string | null;
  stones: string | null;
  huids: string[];
  quantity: number;
  goldPaise: number;
  diamondPaise: number;
  stonesPaise: number;
  makingPaise: number;
  /** An offer's cut of making and diamond value, before tax (0 without one; absent on documents issued before offers). */
  discountPaise?: number;
  /** The gold rate per gram of the line's colour and karat, as the order locked it (absent on older documents). */
  ratePerGramPaise?: number;
  /** Σ carats of the coloured stones (absent on older documents, whose gross weight left them out). */
  stoneCarats?: number;
  /** The shop's hallmarking charge for the line's pieces, within the making charge (absent where the shop sets none). */
  hallmarkingPaise?: number;
  /** taxable + tax (before the order's rounding to whole rupees). */
  totalPaise: number;
}

/** A document this one refers to: the invoice a credit note corrects, the receipts an invoice sets off. */
export interface TaxDocumentReference {
  type: TaxDocumentType;
  number: string;
  issuedAt: string;
  /** Signed as it counts on this document: a refund voucher an invoice deducts from its advances is negative. */
  amountPaise: number;
}

/** A refund a credit note is settled by, by payment source (ARCHITECTURE §9): listed under the note. */
export interface TaxDocumentRefund {
  /** 'Online payment (pay_…)', 'Store credit'. */
  source: string;
  amountPaise: number;
}

/** A purchase voucher's goods (ARCHITECTURE §9): what the shop bought back, by weight and rate. */
export interface PurchaseVoucherGoods {
  description: string;
  purity: string;
  grossWeightG: number;
  netWeightG: number;
  ratePerGramPaise: number;
  goldPaise: number;
  diamondPaise: number;
  stonesPaise: number;
  /** What the rules take off (processing). */
  deductionsPaise: number;
  valuePaise: number;
}

/** A voucher's goods (ARCHITECTURE §9 "Vouchers describe the goods"): the pieces the advance is for. */
export interface TaxVoucherGoods {
  description: string;
  productCode: string;
  hsn: string;
  /** 'Yellow Gold 18K'. */
  metal: string;
  /** '18K/750'. */
  purity: string;
  quantity: number;
}

export interface TaxDocumentSnapshot {
  type: TaxDocumentType;
  number: string;
  /** ISO instant. */
  issuedAt: string;
  /** Null on a document of no order: the purchase voucher of old gold bought from a customer (issue 39). */
  orderId: number | null;
  orderDate: string | null;
  /** That purchase voucher's old gold request. */
  goldExchangeId?: number;
  /**
   * A purchase plan's receipt voucher (one instalment) or refund voucher (the plan closed early):
   * the plan, and the instalments it covers (decision 058).
   */
  plan?: { enrolmentId: number; planName: string; instalments: number[]; of: number };
  supplier: TaxParty;
  /** The seller's BIS registration (hallmarking), where the shop set one. */
  bisRegistration?: string | null;
  /**
   * Bill to: the buyer. The account holder, or for a business purchase the legal name and billing
   * address given with the GSTIN (absent on older documents, which named the recipient only).
   */
  buyer?: TaxParty;
  /** Ship to: the delivery recipient, at the delivery address. */
  recipient: TaxParty;
  /** The delivery address's state, and its code. */
  placeOfSupply: string;
  placeOfSupplyCode: string;
  intraState: boolean;
  /** Rate in percent (3). */
  gstRatePercent: number;
  /** Tax invoice only: the lines. Other documents carry one summary line of the amount. */
  lines: TaxInvoiceLine[];
  /** Sums of the lines (or the amount's split for vouchers and credit notes). */
  totals: TaxSplit & { roundOffPaise: number; totalPaise: number };
  /** Tax invoice: receipt vouchers set off; credit note: the invoice; refund voucher: the receipts. */
  references: TaxDocumentReference[];
  /** Tax invoice: what was received before (the advances) and what the invoice leaves due (0 when paid). */
  advancesPaise?: number;
  balancePaise?: number;
  /** Receipt and refund vouchers: the provider's payment or refund id; credit note: the reason. */
  paymentReference?: string | null;
  reason?: string | null;
  /** Credit note of a return or exchange: the refunds (or store credit) that settle it. */
  refunds?: TaxDocumentRefund[];
  /** Receipt and refund vouchers: the pieces the advance is for. */
  goods?: TaxVoucherGoods[];
  /** Refund voucher: why the advance came back, and whether the goods are still supplied. */
  refund?: { cause: 'cancellation' | 'lower_total' | 'other'; supplyContinues: boolean };
  /** Purchase voucher: the goods bought back and the payout's reference. */
  purchase?: { goods: PurchaseVoucherGoods[]; payoutReference: string; /** Taken off the rules' value at inspection (absent or 0 when none). */ inspectionDeductionPaise?: number };
  /** Printed under the totals, e.g. Notification 66/2017-CT for tax on advances. */
  notes: string[];
  /** The total in words, Indian numbering ('Rupees One Lakh Two Thousand Only'). */
  amountInWords: string;
}
