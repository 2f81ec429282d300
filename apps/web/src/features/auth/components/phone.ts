/**
 * SPEC §5 "only digits can be typed" in a mobile number. A pasted '+91 98765 43210' or
 * '098765 43210' keeps its ten digits instead of being cut off at the country code.
 */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** '9876543210' → '98765 43210', the way Indian numbers are read aloud and printed. */
export function formatPhone(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}
