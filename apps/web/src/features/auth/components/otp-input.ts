import { OTP_LENGTH } from '@kanak/domain/account';

export const EMPTY_CODE: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

/**
 * What typing `input` into box `index` does to the code: one digit fills that box; several (a
 * paste, or the phone's one-time-code autofill) fill from that box onwards; anything but digits
 * is ignored. `focus` is the box to move to next.
 */
export function enterDigits(
  code: readonly string[],
  index: number,
  input: string,
): { code: string[]; focus: number } {
  const digits = input.replace(/\D/g, '');
  const next = [...code];
  if (!digits) return { code: next, focus: index };
  // A whole code pasted anywhere is the whole code.
  const start = digits.length >= OTP_LENGTH ? 0 : index;
  const incoming = digits.slice(0, OTP_LENGTH - start);
  [...incoming].forEach((digit, i) => (next[start + i] = digit));
  return { code: next, focus: Math.min(start + incoming.length, OTP_LENGTH - 1) };
}
