import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignResponse } from '@kanak/domain/contract/designs';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_KEY } from '../../../lib/session/account-keys';

/** POST orders/{id}/designs/{designId}/changes {comment} (ARCHITECTURE §10): the next round follows. */
export function requestDesignChanges(orderId: number, designId: number, comment: string) {
  return apiRequest<DesignResponse>(`orders/${orderId}/designs/${designId}/changes`, {
    method: 'POST',
    auth: true,
    body: { comment },
  });
}

/** The customer's changes; the order is read again after, since its delivery date may have moved. */
export function useRequestDesignChanges(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ designId, comment }: { designId: number; comment: string }) =>
      requestDesignChanges(orderId, designId, comment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
