/** Money inside Kanak is integer paise (ARCHITECTURE §4). */
export type Paise = number;

/** Rounds a non-negative rational `numerator / denominator` half-up to an integer. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideHalfUp needs safe integers, got ${numerator}/${denominator}`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  return sign * Math.floor((2 * n + denominator) / (2 * denominator));
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Paise as rupees for the API (which speaks rupees, ARCHITECTURE §4). */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Paise rounded half-up to whole rupees. */
export function paiseToWholeRupees(paise: Paise): number {
  return divideHalfUp(paise, 100);
}

/**
 * `1,23,456` — a whole number's digits in en-IN groups (the last three, then pairs), without its
 * sign. Written out rather than with Intl.NumberFormat, whose first use loads locale data: tens of
 * milliseconds on a phone, on every page that shows a price (ARCHITECTURE §6). money.test.ts holds
 * it to Intl's output.
 */
export function groupDigitsIndian(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const thousands = digits.slice(0, -3);
  return thousands ? `${thousands.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
}

/** `₹1,23,456` — en-IN grouping, no decimals (SPEC §9). Takes rupees. */
export function formatRupees(rupees: number): string {
  const whole = Math.round(rupees);
  return `${whole < 0 ? '-' : ''}₹${groupDigitsIndian(whole)}`;
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToWholeRupees(paise));
}

/**
 * Whole rupees for the parts of a price that still add up to its total in whole rupees (ARCHITECTURE
 * §4: parts are kept to the paisa, the total is rounded half-up to the rupee). Each part is its
 * paise rounded down or up to a rupee; the parts nearest to rounding up take the rupees the total
 * still needs (largest remainder). A total the parts cannot reach that way (it was not formed from
 * them) leaves each part rounded half-up on its own.
 */
export function wholeRupeeParts(partsPaise: readonly Paise[], totalRupees: number): number[] {
  const floors = partsPaise.map((p) => Math.floor(p / 100));
  const short = totalRupees - floors.reduce((sum, r) => sum + r, 0);
  if (!Number.isInteger(short) || short < 0 || short > partsPaise.length) {
    return partsPaise.map(paiseToWholeRupees);
  }
  const byRemainder = floors
    .map((floor, i) => ({ i, remainder: (partsPaise[i] ?? 0) - floor * 100 }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  const topped = new Set(byRemainder.slice(0, short).map((r) => r.i));
  return floors.map((floor, i) => (topped.has(i) ? floor + 1 : floor));
}
