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

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** `₹1,23,456` — en-IN grouping, no decimals (SPEC §9). Takes rupees. */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(Math.round(rupees));
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToWholeRupees(paise));
}
