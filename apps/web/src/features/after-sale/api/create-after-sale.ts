import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AfterSaleResponse } from '@kanak/domain/contract/after-sale';
import { apiRequest } from '../../../lib/api-client';
import { AFTER_SALE_KEY } from '../../../lib/session/account-keys';

/** POST orders/{id}/after-sale as multipart: kind, item_ids[], reason, details, photos, video. */
export function useCreateAfterSale(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<AfterSaleResponse>(`orders/${orderId}/after-sale`, { method: 'POST', body: form, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AFTER_SALE_KEY }),
  });
}
