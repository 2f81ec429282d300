import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailResponse, OrdersResponse } from '@kanak/domain/contract/orders';
import { apiRequest } from '../../../lib/api-client';
// Every order query starts with this key, so checkout and payments refresh them all at once.
import { ORDERS_KEY } from '../../../lib/session/account-keys';
import { toOrder } from '../../../lib/order-item';

export const ordersQuery = queryOptions({
  queryKey: ORDERS_KEY,
  queryFn: ({ signal }) => apiRequest<OrdersResponse>('orders', { signal, auth: true }),
  // The cache keeps the wire's answer; the screens read it mapped once here.
  select: ({ orders }: OrdersResponse) => ({ orders: orders.map(toOrder) }),
});

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, id],
    queryFn: ({ signal }) => apiRequest<OrderDetailResponse>(`order/${id}`, { signal, auth: true }),
    retry: false,
    select: ({ order, razorRes }: OrderDetailResponse) => ({ order: toOrder(order), razorRes }),
  });

/** GET orders (newest first), only for a signed-in customer. */
export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQuery, enabled });
}

/** GET order/{id}; a 404 (unknown or another customer's) is not retried. */
export function useOrder(id: number, enabled: boolean) {
  return useQuery({ ...orderQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
