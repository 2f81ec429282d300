import { useQuery } from '@tanstack/react-query';
import type { TaxDocumentsResponse } from '@kanak/domain/contract/tax';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_KEY } from '../../../lib/session/account-keys';

/** GET orders/{id}/tax-documents: refreshed with the order's other queries (same key prefix). */
export function useTaxDocuments(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, orderId, 'tax-documents'],
    queryFn: ({ signal }) => apiRequest<TaxDocumentsResponse>(`orders/${orderId}/tax-documents`, { signal, auth: true }),
    enabled,
    retry: false,
  });
}

export const taxDocumentPdfUrl = (orderId: number) => (docId: number) => `/api/orders/${orderId}/tax-documents/${docId}/pdf`;
