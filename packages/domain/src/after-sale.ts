import { BUYBACK_VALID_YEARS } from './buyback.ts';
import { formatIndiaDate, indiaDate } from './calendar.ts';
import { formatPaise, type Paise } from './money.ts';

/*
 * After-sale requests (ARCHITECTURE §7, SPEC §9 Policies): what a customer may ask of a delivered
 * order, until when, and how the shop moves each request. The API and the web read the same rules.
 */
export const AFTER_SALE_KINDS = ['return', 'exchange', 'buyback', 'maintenance'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];

export const AFTER_SALE_STATUSES = ['requested', 'approved', 'received', 'inspected', 'completed', 'rejected'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

/** The only moves an admin may make; completed and rejected are final. */
export const AFTER_SALE_TRANSITIONS: Readonly<Record<AfterSaleStatus, readonly AfterSaleStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received', 'rejected'],
  received: ['inspected', 'rejected'],
  inspected: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const canMoveAfterSale = (from: AfterSaleStatus, to: AfterSaleStatus): boolean => AFTER_SALE_TRANSITIONS[from].includes(to);
export const isAfterSaleOpen = (status: AfterSaleStatus): boolean => status !== 'completed' && status !== 'rejected';

/** The fixed reasons a customer chooses from, per kind. */
export const AFTER_SALE_REASONS: Readonly<Record<AfterSaleKind, readonly string[]>> = {
  return: ['Manufacturing defect', 'Damaged in transit', 'Wrong piece or size received', 'Not as described'],
  exchange: ['Upgrade to a bigger piece', 'Change of design', 'Change of size', 'Manufacturing defect'],
  buyback: ['Need the money', 'Buying a new piece elsewhere', 'No longer worn', 'Other'],
  maintenance: ['Cleaning and polishing', 'Loose or missing stone', 'Broken clasp or chain', 'Resizing', 'Rhodium replating'],
};

export const AFTER_SALE_LABELS: Readonly<Record<AfterSaleKind, string>> = {
  return: 'Return',
  exchange: 'Exchange',
  buyback: 'Buyback',
  maintenance: 'Maintenance',
};

export const AFTER_SALE_STATUS_LABELS: Readonly<Record<AfterSaleStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  inspected: 'Inspected',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** SPEC §9: a 15-day return for pre-existing defects. */
export const RETURN_WINDOW_DAYS = 15;
/** SPEC §9: exchange and buyback valid 5 years; maintenance for 5 years. */
export const AFTER_SALE_YEARS = BUYBACK_VALID_YEARS;

/** Photos: up to 5 images of 5 MB; one video of at most 25 MB (judged by content like documents). */
export const AFTER_SALE_MAX_PHOTOS = 5;
export const AFTER_SALE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const AFTER_SALE_VIDEO_MAX_BYTES = 25 * 1024 * 1024;
export const AFTER_SALE_DETAILS_MAX = 2000;

const DAY_MS = 24 * 60 * 60_000;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The last instant a request of `kind` is accepted for an order delivered at `deliveredAt`: the end
 * of the last day of the window, in India time. A return is open through the 15th day after the
 * delivery day (delivered 1 Dec → open through 16 Dec); the others through the same calendar date
 * five years on.
 */
export function afterSaleDeadline(kind: AfterSaleKind, deliveredAt: Date): Date {
  const day = new Date(`${indiaDate(deliveredAt)}T00:00:00Z`);
  if (kind === 'return') day.setUTCDate(day.getUTCDate() + RETURN_WINDOW_DAYS);
  else day.setUTCFullYear(day.getUTCFullYear() + AFTER_SALE_YEARS);
  return new Date(day.getTime() + DAY_MS - INDIA_OFFSET_MS - 1);
}

export const AFTER_SALE_MESSAGES = {
  notDelivered: 'Returns, exchanges, buyback and maintenance open once your order is delivered.',
  noItems: 'Please choose the pieces this request is for.',
  unknownItem: 'Please choose pieces from this order.',
  reason: 'Please choose a reason from the list.',
  details: `Please keep the details under ${AFTER_SALE_DETAILS_MAX} characters.`,
  kind: 'Please choose return, exchange, buyback or maintenance.',
  pieceBusy: 'A request for this piece is already open.',
  pieceGone: 'This piece has already been returned, exchanged or bought back.',
  badPhoto: 'Photos must be JPEG, PNG or WebP images.',
  badVideo: 'The video must be an MP4, MOV or WebM file.',
  photoTooLarge: 'Each photo must be 5 MB or smaller.',
  videoTooLarge: 'The video must be 25 MB or smaller.',
  tooManyPhotos: `Please attach at most ${AFTER_SALE_MAX_PHOTOS} photos.`,
  submitted: 'Your request has been received. We will contact you within 2 working days.',
  notFound: 'Request not found',
  moved: 'Request updated',
  cannotMove: 'This request cannot move to that step.',
  payoutReference: 'Please give the bank transfer reference of the buyback payout.',
  mediaNotFound: 'File not found',
  pricesUpdating: 'Prices are being updated. Please try again in a minute.',
  inspectedValueStep: 'An inspected value is given only when marking a return, an exchange or a buyback inspected.',
} as const;

/** 422 when the inspected value is above the pieces' value: inspection may lower it, never raise it. */
export function inspectedValueTooHighMessage(maxPaise: Paise): string {
  return `The inspected value cannot be more than ${formatPaise(maxPaise)}, the pieces’ value.`;
}

/** 409 when the window has closed, with the policy's reason and the date it closed. */
export function afterSaleWindowMessage(kind: AfterSaleKind, deadline: Date): string {
  const closed = formatIndiaDate(indiaDate(deadline));
  if (kind === 'return') return `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order could be returned until ${closed}.`;
  const what = kind === 'maintenance' ? 'Free maintenance is' : `${AFTER_SALE_LABELS[kind]} is`;
  return `${what} offered for ${AFTER_SALE_YEARS} years from delivery; for this order that ended on ${closed}.`;
}

/**
 * Why `kind` cannot be asked for now, or null when it can: the order must be delivered (not
 * returned) and the request made by the end of its window.
 */
export function afterSaleRefusal(kind: AfterSaleKind, order: { status: string; deliveredAt: Date | null }, now: Date): string | null {
  // Every piece of a returned order is back with the shop.
  if (order.status === 'returned') return AFTER_SALE_MESSAGES.pieceGone;
  if (order.status !== 'delivered' || !order.deliveredAt) return AFTER_SALE_MESSAGES.notDelivered;
  const deadline = afterSaleDeadline(kind, order.deliveredAt);
  return now.getTime() > deadline.getTime() ? afterSaleWindowMessage(kind, deadline) : null;
}

/** The kinds that hand the piece back to the shop for good: a piece is returned, exchanged or sold once. */
export const PARTS_WITH_PIECE: ReadonlySet<AfterSaleKind> = new Set(['return', 'exchange', 'buyback']);

/**
 * What a return refunds: the returned lines' share of what the order finally cost (its total after
 * any finished weight), so the refund is what the customer paid for those pieces. Shares are taken
 * half-up on the order's total; returning every line refunds the whole total to the paisa.
 */
export function returnValuePaise(orderTotalPaise: Paise, lines: readonly { lineTotalPaise: Paise; returned: boolean }[]): Paise {
  const sum = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
  const returned = lines.filter((l) => l.returned).reduce((s, l) => s + l.lineTotalPaise, 0);
  if (sum <= 0 || returned === 0) return 0;
  if (returned === sum) return orderTotalPaise;
  return Math.floor((orderTotalPaise * returned * 2 + sum) / (2 * sum));
}

/* Store credit (the wallet): granted by an exchange, spent on an advance, redeemable for cash. */

/** SPEC §9: credits are redeemable for cash after 3 months. */
export const CREDIT_REDEEM_AFTER_MONTHS = 3;
/** The provider must still take at least the minimum payment of an advance paid partly from credit. */
export const CREDIT_MIN_PROVIDER_PAISE = 1000;

export const WALLET_MESSAGES = {
  nothingRedeemable: 'No store credit can be redeemed yet: credit becomes redeemable for cash 3 months after it was granted.',
  redeemTooMuch: 'That is more than the credit you can redeem now.',
  redeemRequested: 'Your payout request has been received. We transfer it to your bank account within 7-10 working days.',
  payoutRecorded: 'Payout recorded',
  payoutNotFound: 'Payout request not found',
  payoutReference: 'Please give the bank transfer reference.',
} as const;

/** A store-credit movement's reference as people read it: wallet entry 2 → "SC-000002". */
export function storeCreditReference(entryId: number): string {
  return `SC-${String(entryId).padStart(6, '0')}`;
}

/**
 * A ledger or settlement reference for people: the internal `credit_<entry>` of money paid from or
 * given back to store credit becomes its store-credit reference; a provider's id stays as it is.
 */
export function readableReference(reference: string | null): string | null {
  const credit = /^credit_(\d+)$/.exec(reference ?? '');
  return credit ? storeCreditReference(Number(credit[1])) : reference;
}

/** The moment credit granted at `grantedAt` may be redeemed for cash. */
export function creditRedeemableFrom(grantedAt: Date): Date {
  const at = new Date(grantedAt);
  at.setUTCMonth(at.getUTCMonth() + CREDIT_REDEEM_AFTER_MONTHS);
  return at;
}

export interface WalletEntryAmount {
  amountPaise: Paise;
  createdAt: Date;
  /** `plan_maturity` credit (a matured purchase plan) is spent on orders, never cashed (decision 058). */
  kind?: string;
}

/**
 * Balance and what may be redeemed now. Spending takes the oldest credit first, so what is
 * redeemable is the credit granted at least 3 months ago less everything spent or redeemed,
 * never more than the balance.
 */
export function walletFigures(entries: readonly WalletEntryAmount[], now: Date): { balancePaise: Paise; redeemablePaise: Paise; nextRedeemableAt: Date | null } {
  let balance = 0;
  let matured = 0;
  let spent = 0;
  let next: Date | null = null;
  let planCredit = 0;
  let orderSpent = 0;
  for (const e of entries) {
    balance += e.amountPaise;
    if (e.kind === 'plan_maturity') {
      planCredit += e.amountPaise;
      continue;
    }
    if (e.kind === 'order_payment') orderSpent -= e.amountPaise;
    if (e.kind === 'order_refund') orderSpent -= e.amountPaise;
    if (e.amountPaise < 0) spent -= e.amountPaise;
    else if (creditRedeemableFrom(e.createdAt).getTime() <= now.getTime()) matured += e.amountPaise;
    else {
      const from = creditRedeemableFrom(e.createdAt);
      if (!next || from < next) next = from;
    }
  }
  // Orders spend plan credit first; what is left of it never becomes cash (ARCHITECTURE §11).
  const planSpent = Math.min(planCredit, Math.max(0, orderSpent));
  const redeemable = Math.max(0, Math.min(balance - (planCredit - planSpent), matured - (spent - planSpent)));
  return { balancePaise: balance, redeemablePaise: redeemable, nextRedeemableAt: next };
}

/** How much of an advance credit pays: all it can, leaving the provider the minimum payment. */
export function creditForAdvance(balancePaise: Paise, advancePaise: Paise): Paise {
  return Math.max(0, Math.min(balancePaise, advancePaise - CREDIT_MIN_PROVIDER_PAISE));
}
