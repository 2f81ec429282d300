import type { BalancePaymentResponse } from '@kanak/domain/contract/orders';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST orders/{id}/advance-payment (an advance left unpaid at checkout, decision 018) or
 * orders/{id}/balance-payment: the provider order for what the order still owes.
 */
export function startPayment(orderId: number, due: 'advance' | 'balance') {
  return apiRequest<BalancePaymentResponse>(`orders/${orderId}/${due}-payment`, {
    method: 'POST',
    auth: true,
  });
}
