import type { PaymentSuccess, RazorResponse } from '@kanak/domain/contract/orders';

/** Who pays: the widget's prefill (SPEC §7 "Payment widget"). */
export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
}

/** One payment to take: the provider order the API created and what the widget shows. */
export interface PaymentRequest {
  razor: RazorResponse;
  keyId: string;
  /** The order note shown in the widget. */
  description: string;
  customer: PaymentCustomer;
  /** One line of the delivery address, sent as a note. */
  address: string;
  /** A UPI AutoPay authorisation (Razorpay `recurring: 1`) for this provider customer (decision 060). */
  recurring?: { customerId: string; monthly: number };
}

export type PaymentOutcome =
  { kind: 'paid'; proof: PaymentSuccess } | { kind: 'failed' } | { kind: 'dismissed' };
