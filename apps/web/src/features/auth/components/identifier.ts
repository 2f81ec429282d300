import type { PasswordForgotRequest } from '@kanak/domain/contract/auth';
import { formatPhone, phoneDigits } from './phone';

/**
 * One box for "mobile number or email": text with an @ is an e-mail address, anything else a
 * mobile number (its digits, as the phone fields take them). The domain schema then judges it.
 */
export function identifierOf(text: string): { phone_number?: string; email?: string } {
  const value = text.trim();
  if (value.includes('@')) return { email: value };
  return { phone_number: phoneDigits(value) };
}

/** How the reset screen names whose password it is resetting. */
export function describeIdentifier(who: PasswordForgotRequest): string {
  return who.email ?? `+91 ${formatPhone(who.phone_number ?? '')}`;
}
