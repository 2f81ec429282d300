import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignResponse } from '@kanak/domain/contract/designs';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_KEY } from '../../../lib/session/account-keys';

/** POST orders/{id}/designs/{designId}/approve (ARCHITECTURE §10): production may go past CAD. */
export function approveDesign(orderId: number, designId: number) {
  return apiRequest<DesignResponse>(`orders/${orderId}/designs/${designId}/approve`, {
    method: 'POST',
    auth: true,
  });
}

/** The approval; the order is read again after, since its delivery date may have moved. */
export function useApproveDesign(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (designId: number) => approveDesign(orderId, designId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
