import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGoldExchangeList, AdminGoldExchangeView, GoldExchangeStatusBody } from '@kanak/domain/contract/gold-exchange';
import type { GoldExchangeStatus } from '@kanak/domain/gold-exchange';
import { apiRequest } from '../../lib/api-client';

/* Old gold in, the shop's calls (issue 39), under /api/admin. Types only from the contract. */

export type { AdminGoldExchangeView };
const key = ['admin', 'gold-exchange'] as const;

/** GET admin/gold-exchange: open lots first, with their customers. */
export const useAdminGoldExchanges = (status: GoldExchangeStatus | '') =>
  useQuery({
    queryKey: [...key, status],
    queryFn: ({ signal }) => apiRequest<AdminGoldExchangeList>(`admin/gold-exchange${status ? `?status=${status}` : ''}`, { auth: true, signal }),
  });

/** GET admin/gold-exchange/{id}. */
export const useAdminGoldExchange = (id: number) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) => apiRequest<{ exchange: AdminGoldExchangeView }>(`admin/gold-exchange/${id}`, { auth: true, signal }),
  });

/** POST admin/gold-exchange/{id}/status. */
export function useMoveGoldExchange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GoldExchangeStatusBody) => apiRequest<{ message: string; exchange: AdminGoldExchangeView }>(`admin/gold-exchange/${id}/status`, { method: 'POST', body, auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
