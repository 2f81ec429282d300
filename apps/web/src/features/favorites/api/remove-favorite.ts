import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoritesResponse } from '@kanak/domain/contract/favorites';
import { apiRequest } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/toast-api-error';
import { FAVORITES_KEY } from '../../../lib/session/account-keys';

/** DELETE favorites/product/{productId}; the API answers the whole list. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      apiRequest<FavoritesResponse>(`favorites/product/${productId}`, {
        method: 'DELETE',
        auth: true,
      }),
    onSuccess: (list) => queryClient.setQueryData(FAVORITES_KEY, list),
    onError: toastApiError,
  });
}
