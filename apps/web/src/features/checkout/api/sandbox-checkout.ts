import type { PaymentSuccess, RazorResponse } from '@kanak/domain/contract/orders';
import { apiRequest } from '../../../lib/api-client';

/** POST payments/sandbox/checkout: the dev/CI provider plays Razorpay Checkout. */
export function sandboxCheckout(razorpayOrderId: string, outcome: 'success' | 'failure') {
  return apiRequest<PaymentSuccess>('payments/sandbox/checkout', {
    method: 'POST',
    auth: true,
    body: { razorpay_order_id: razorpayOrderId, outcome },
  });
}

/**
 * The sandbox provider names its orders `order_sbx_…` (apps/api providers/payments/sandbox.ts);
 * Razorpay's are `order_…` without it. The order id says which checkout to open, so the web app
 * needs no setting of its own and cannot disagree with the API about the provider.
 */
export function isSandboxOrder(razor: RazorResponse): boolean {
  return razor.id.startsWith('order_sbx_');
}
