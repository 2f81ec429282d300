import type { OrderUpdateResponse } from '@kanak/domain/contract/orders';
import type { CancelReason } from '@kanak/domain/rules';
import { apiRequest } from '../../../lib/api-client';

/** POST order-update/{id} with a cancel reason (SPEC §4: stored in second_payment_msg). */
export function cancelOrder(orderId: number, reason: CancelReason) {
  return apiRequest<OrderUpdateResponse>(`order-update/${orderId}`, {
    method: 'POST',
    auth: true,
    body: { second_payment_msg: reason },
  });
}
