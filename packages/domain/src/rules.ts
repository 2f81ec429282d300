/** Payment rules of SPEC §5 and §9, settled by ARCHITECTURE §4. */

export const ADVANCE_MIN_PERCENT = 70;
export const ADVANCE_MAX_PERCENT = 80;
export const ADVANCE_PREFILL_PERCENT = 71;
export const MIN_PAYMENT_RUPEES = 10;
/** Default of `PAN_REQUIRED_ABOVE`; the API's configured figure wins and the terms page prints it. */
export const DEFAULT_PAN_REQUIRED_ABOVE = 100000;
/** Allowed variation of the finished weight (SPEC §9 policies). */
export const WEIGHT_VARIATION_PERCENT = 2;

export interface AdvanceRange {
  min: number;
  max: number;
  prefill: number;
}

/** Advance accepted from ceil(70%) to floor(80%) of the total in rupees, pre-filled at floor(71%). */
export function advanceRange(totalRupees: number): AdvanceRange {
  return {
    min: Math.ceil((totalRupees * ADVANCE_MIN_PERCENT) / 100),
    max: Math.floor((totalRupees * ADVANCE_MAX_PERCENT) / 100),
    prefill: Math.floor((totalRupees * ADVANCE_PREFILL_PERCENT) / 100),
  };
}

export function isAdvanceAcceptable(totalRupees: number, advanceRupees: number): boolean {
  const { min, max } = advanceRange(totalRupees);
  return (
    Number.isInteger(advanceRupees) &&
    advanceRupees >= min &&
    advanceRupees <= max &&
    advanceRupees >= MIN_PAYMENT_RUPEES
  );
}

export function panRequired(totalRupees: number, threshold = DEFAULT_PAN_REQUIRED_ABOVE): boolean {
  return totalRupees > threshold;
}

/** Pending percentage = (total − first payment) / total × 100, two decimals (SPEC §9). */
export function pendingPercent(totalRupees: number, firstPaymentRupees: number): string {
  if (totalRupees <= 0) return '0.00';
  return (((totalRupees - firstPaymentRupees) / totalRupees) * 100).toFixed(2);
}

/** Cancel reasons, word for word (SPEC §9). */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found better price',
  'Delivery is too late',
  'Changed my mind',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
