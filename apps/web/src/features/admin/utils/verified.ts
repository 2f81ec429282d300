import type { AdminCustomer } from '../api';

/** Which of a customer's contacts are verified, in words. */
export const verified = (c: AdminCustomer) =>
  [c.email_verified ? 'e-mail' : null, c.phone_verified ? 'phone' : null]
    .filter(Boolean)
    .join(', ') || 'not yet';
