import type { OrderUpdateResponse, PaymentSuccess } from '@kanak/domain/contract/orders';
import { apiRequest } from '../../../lib/api-client';

export type PaymentKind = 'first' | 'second';

/** POST order-update/{id} with the provider's proof of a paid advance or balance. */
export function confirmPayment(orderId: number, kind: PaymentKind, proof: PaymentSuccess) {
  return apiRequest<OrderUpdateResponse>(`order-update/${orderId}`, {
    method: 'POST',
    auth: true,
    body: {
      [`${kind}_payment_transaction_id`]: proof.razorpay_payment_id,
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_signature: proof.razorpay_signature,
    },
  });
}
