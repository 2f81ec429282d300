import { useQuery } from '@tanstack/react-query';
import type { AfterSaleList } from '@kanak/domain/contract/after-sale';
import { apiRequest } from '../../../lib/api-client';
import { AFTER_SALE_KEY } from '../../../lib/session/account-keys';

/** GET after-sale: the customer's requests, newest first (the order page filters its own). */
export function useAfterSaleRequests(enabled = true) {
  return useQuery({
    queryKey: AFTER_SALE_KEY,
    queryFn: ({ signal }) => apiRequest<AfterSaleList>('after-sale', { signal, auth: true }),
    enabled,
  });
}
