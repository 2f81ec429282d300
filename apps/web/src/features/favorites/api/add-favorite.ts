import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteResponse, FavoritesResponse } from '@kanak/domain/contract/favorites';
import { apiRequest } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/toast-api-error';
import { FAVORITES_KEY } from '../../../lib/session/account-keys';

/** POST favorites: appends the piece (a second save answers the same favourite). */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      apiRequest<FavoriteResponse>('favorites', {
        method: 'POST',
        body: { product_id: productId },
        auth: true,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<FavoritesResponse>(FAVORITES_KEY, (old) =>
        old ? { data: [data, ...old.data.filter((f) => f.product_id !== data.product_id)] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
    onError: toastApiError,
  });
}
