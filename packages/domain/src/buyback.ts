import type { Clarity, GoldColour, Karat } from './catalog.ts';
import { divideHalfUp, type Paise } from './money.ts';
import type { RateCard } from './pricing.ts';

/** SPEC §9 Policies: buyback pays diamonds at 92 percent of today's value. */
export const BUYBACK_DIAMOND_PERCENT = 92;
/** SPEC §9 Policies: buyback pays gemstones at 80 percent of their price. */
export const BUYBACK_GEMSTONE_PERCENT = 80;
/** SPEC §9 Policies: a 3 percent processing charge on what the buyback pays. */
export const BUYBACK_PROCESSING_PERCENT = 3;
/** SPEC §9 Policies: exchange and buyback are valid for 5 years (from delivery). */
export const BUYBACK_VALID_YEARS = 5;

/** What an order line locked: weights as integers (milligrams, milli-carats), options and quantity. */
export interface BuybackInput {
  metalWeightMg: number;
  diamondWeightMct: number;
  isDiamond: boolean;
  /** Σ stone prices of one piece in paise. */
  stonesPaise: Paise;
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
  quantity: number;
}

/** Every part in paise for the whole line (all `quantity` pieces). */
export interface BuybackEstimate {
  /** Metal weight × today's gold rate for the colour and purity. */
  goldPaise: Paise;
  /** Diamond weight × today's rate for the clarity, at BUYBACK_DIAMOND_PERCENT. */
  diamondPaise: Paise;
  /** The stones' price at BUYBACK_GEMSTONE_PERCENT. */
  stonesPaise: Paise;
  grossPaise: Paise;
  /** BUYBACK_PROCESSING_PERCENT of the gross. */
  processingPaise: Paise;
  netPaise: Paise;
  quantity: number;
}

/**
 * Today's buyback and exchange value of a piece under SPEC §9 Policies: gold at today's rate by
 * weight, diamonds at 92%, gemstones at 80%, less a 3% processing charge. Making charges and GST
 * are not paid back. Each part of one piece is rounded half-up to paise, then multiplied by the
 * quantity; the processing charge is taken half-up on the line's gross. It is an estimate: the final
 * value is set after inspection.
 */
export function buybackEstimate(input: BuybackInput, todaysRates: RateCard): BuybackEstimate {
  const quantity = input.quantity;
  const goldRate = todaysRates.gold[input.goldColour][input.karat];
  const goldPiece = divideHalfUp(input.metalWeightMg * goldRate, 1000);
  const diamondPiece = input.isDiamond
    ? divideHalfUp(input.diamondWeightMct * todaysRates.diamond[input.clarity] * BUYBACK_DIAMOND_PERCENT, 1000 * 100)
    : 0;
  const stonesPiece = divideHalfUp(input.stonesPaise * BUYBACK_GEMSTONE_PERCENT, 100);
  const goldPaise = goldPiece * quantity;
  const diamondPaise = diamondPiece * quantity;
  const stonesPaise = stonesPiece * quantity;
  const grossPaise = goldPaise + diamondPaise + stonesPaise;
  const processingPaise = divideHalfUp(grossPaise * BUYBACK_PROCESSING_PERCENT, 100);
  return { goldPaise, diamondPaise, stonesPaise, grossPaise, processingPaise, netPaise: grossPaise - processingPaise, quantity };
}

/** The last day a buyback or exchange is offered: BUYBACK_VALID_YEARS after delivery. */
export function buybackValidUntil(deliveredAt: Date): Date {
  const until = new Date(deliveredAt);
  until.setUTCFullYear(until.getUTCFullYear() + BUYBACK_VALID_YEARS);
  return until;
}

/** GET /api/orders/{id}/buyback, in rupees (two decimals). */
export interface BuybackItem {
  order_item_id: number;
  name: string;
  quantity: number;
  gold_value: number;
  diamond_value: number;
  gemstone_value: number;
  processing_charge: number;
  estimate: number;
}
export interface BuybackResponse {
  items: BuybackItem[];
  total_estimate: number;
  /** When today's rate card took effect (ISO). */
  rates_date: string;
  /** delivered_at + 5 years (ISO). */
  valid_until: string;
}
