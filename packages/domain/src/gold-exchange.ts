import { divideHalfUp, type Paise } from './money.ts';
import type { WorkshopKarat } from './workshop.ts';

/**
 * Old gold in (ARCHITECTURE §11 "Outside gold", issue 39): a customer's own old gold, estimated
 * from their description on the card's buy rate, tested and valued by the shop, and once the
 * customer accepts the valuation, store credit with a purchase voucher. Weights are integer
 * milligrams inside and grams at the edge; money is paise inside (decision 004, decision 059).
 */

/** What a lot may be: the customer's words for their pieces. */
export const OLD_GOLD_KINDS = ['necklace', 'chain', 'bangle', 'ring', 'earrings', 'pendant', 'coin', 'bar', 'other'] as const;
export type OldGoldKind = (typeof OLD_GOLD_KINDS)[number];
export const OLD_GOLD_KIND_LABELS: Record<OldGoldKind, string> = {
  necklace: 'Necklace',
  chain: 'Chain',
  bangle: 'Bangle',
  ring: 'Ring',
  earrings: 'Earrings',
  pendant: 'Pendant',
  coin: 'Coin',
  bar: 'Bar',
  other: 'Other',
};

/** The karats the shop buys: those its workshop keeps in stock (WORKSHOP_KARATS, written out so the storefront's chunks do not share workshop.ts). */
export const OLD_GOLD_KARATS = ['14k', '18k', '22k', '24k'] as const satisfies readonly WorkshopKarat[];
export type BuyRates = Record<WorkshopKarat, Paise>;

/** OLD_GOLD_DEDUCTION_PERCENT's default: melting and refining loss taken off the gold's value. */
export const DEFAULT_OLD_GOLD_DEDUCTION_PERCENT = 3;

/** How the lot reaches the shop: the shop's insured courier collects it, or the customer brings it. */
export const OLD_GOLD_HANDOVERS = ['pickup', 'shop'] as const;
export type OldGoldHandover = (typeof OLD_GOLD_HANDOVERS)[number];

export const GOLD_EXCHANGE_STATUSES = ['requested', 'received', 'tested', 'valued', 'credited', 'rejected'] as const;
export type GoldExchangeStatus = (typeof GOLD_EXCHANGE_STATUSES)[number];

export const GOLD_EXCHANGE_STATUS_LABELS: Record<GoldExchangeStatus, string> = {
  requested: 'Requested',
  received: 'Received',
  tested: 'Tested',
  valued: 'Valued: waiting for your acceptance',
  credited: 'Credited to your wallet',
  rejected: 'Rejected: returned to you',
};

/** At most this many pieces in one request, and their approximate weights. */
export const OLD_GOLD_MAX_ITEMS = 10;
export const OLD_GOLD_MAX_ITEM_MG = 1_000_000;
export const OLD_GOLD_MAX_PHOTOS = 3;

/** The value of gold: `weightMg` at `ratePerGramPaise`, less `deductionPercent`, each step half-up to the paisa. */
export interface GoldValue {
  grossPaise: Paise;
  deductionPaise: Paise;
  valuePaise: Paise;
}

/** Percent to basis points (3 → 300, 2.5 → 250), as the request keeps it. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);

export function goldValue(weightMg: number, ratePerGramPaise: Paise, deductionBasisPoints: number): GoldValue {
  if (!Number.isSafeInteger(weightMg) || weightMg < 0) throw new RangeError(`weight must be whole milligrams ≥ 0, got ${weightMg}`);
  const grossPaise = divideHalfUp(weightMg * ratePerGramPaise, 1000);
  const deductionPaise = divideHalfUp(grossPaise * deductionBasisPoints, 10_000);
  return { grossPaise, deductionPaise, valuePaise: grossPaise - deductionPaise };
}

/**
 * The estimate a customer sees as they type: each piece's approximate weight at its karat's buy
 * rate, summed, less the shop's deduction on the sum. Null while a karat has no buy rate.
 */
export function oldGoldEstimate(
  items: readonly { karat: WorkshopKarat; approxWeightMg: number }[],
  buyRates: Partial<BuyRates> | null,
  deductionBasisPoints: number,
): GoldValue | null {
  if (!buyRates) return null;
  let grossPaise = 0;
  for (const item of items) {
    const rate = buyRates[item.karat];
    if (rate === undefined || rate <= 0) return null;
    grossPaise += goldValue(item.approxWeightMg, rate, 0).grossPaise;
  }
  const deductionPaise = divideHalfUp(grossPaise * deductionBasisPoints, 10_000);
  return { grossPaise, deductionPaise, valuePaise: grossPaise - deductionPaise };
}

/** Who asks for a move: the shop's owner, or the customer accepting or declining a valuation. */
export type GoldExchangeActor = 'owner' | 'customer';

export type GoldExchangeRefusal = 'illegal' | 'needsTest' | 'needsAcceptance' | 'ownerOnly';

/**
 * The one state machine of a lot: requested → received → tested → valued → credited, and
 * rejected (returned) from any step before the credit. Only the owner receives, tests, values
 * and rejects; only the customer's acceptance credits (decision 059), and they may decline a
 * valuation (which rejects it). Answers null when the move is allowed, else why not.
 */
export function goldExchangeRefusal(
  from: GoldExchangeStatus,
  to: GoldExchangeStatus,
  actor: GoldExchangeActor,
  given: { testedKarat?: WorkshopKarat | null; netWeightMg?: number | null } = {},
): GoldExchangeRefusal | null {
  const next: Record<GoldExchangeStatus, GoldExchangeStatus[]> = {
    requested: ['received', 'rejected'],
    received: ['tested', 'rejected'],
    tested: ['valued', 'rejected'],
    valued: ['credited', 'rejected'],
    credited: [],
    rejected: [],
  };
  if (!next[from].includes(to)) return 'illegal';
  if (to === 'credited') return actor === 'customer' ? null : 'needsAcceptance';
  if (actor === 'customer') return from === 'valued' && to === 'rejected' ? null : 'ownerOnly';
  if (to === 'tested' && (!given.testedKarat || !given.netWeightMg || given.netWeightMg <= 0)) return 'needsTest';
  return null;
}

/** Whether a lot's status is final: nothing moves it again. */
export const goldExchangeClosed = (status: GoldExchangeStatus): boolean => status === 'credited' || status === 'rejected';
