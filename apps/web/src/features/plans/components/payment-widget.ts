import type { ReactNode } from 'react';
import type { PaymentSuccess, RazorResponse } from '@kanak/domain/contract/orders';

/**
 * The payment provider's widget as the plan pages use it: the checkout's, handed in by app/routes
 * (features do not import each other). Opens for one provider order and tells how it ended.
 */
export interface PaymentWidget {
  pay: (request: {
    razor: RazorResponse;
    keyId: string;
    description: string;
    customer: { name: string; email: string; phone: string };
    address: string;
    recurring?: { customerId: string; monthly: number };
  }) => Promise<{ kind: 'paid'; proof: PaymentSuccess } | { kind: 'failed' } | { kind: 'dismissed' }>;
  widget: ReactNode;
}
