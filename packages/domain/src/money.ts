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
