import { useQuery } from '@tanstack/react-query';
import type { BalancePaymentResponse, Order, OrdersResponse } from '@kanak/domain/contract/orders';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_KEY } from '../../../lib/session/account-keys';

/**
 * POST orders/{id}/advance-payment: the provider order for what the advance still needs, after
 * store credit when `useCredit` (spent once, issue 35 #11).
 */
export function openAdvance(orderId: number, useCredit: boolean) {
  return apiRequest<BalancePaymentResponse>(`orders/${orderId}/advance-payment`, {
    method: 'POST',
    body: { use_credit: useCredit },
    auth: true,
  });
}

export interface CheckoutTerms {
  cartIds: readonly number[];
  total: number;
  addressId: number | null;
}

const sameLines = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The customer's order still waiting for its advance, placed from these very cart lines at this
 * total to this address: a reload or a return to checkout resumes it at the payment step rather
 * than asking for the document again (decision 043).
 */
export function openCheckoutOrder(orders: readonly Order[], { cartIds, total, addressId }: CheckoutTerms): Order | null {
  return (
    orders.find(
      (o) =>
        o.status === 'pending_advance' &&
        o.address_id === addressId &&
        o.total_price === total &&
        sameLines(o.cart_ids, cartIds),
    ) ?? null
  );
}

/** openCheckoutOrder over GET orders (its cache shared with My Orders). */
export function useOpenCheckoutOrder(terms: CheckoutTerms) {
  return useQuery({
    queryKey: ORDERS_KEY,
    queryFn: ({ signal }) => apiRequest<OrdersResponse>('orders', { signal, auth: true }),
    enabled: terms.addressId !== null,
    select: ({ orders }: OrdersResponse) => openCheckoutOrder(orders, terms),
  });
}
