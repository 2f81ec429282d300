import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavoriteResponse, FavoritesResponse } from '@kanak/domain/contract/favorites';
import { apiRequest } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/toast-api-error';
import { FAVORITES_KEY } from '../../../lib/session/account-keys';

/**
 * POST favorites: appends the piece (a second save answers the same favourite) and puts it in the
 * cached wishlist at once, then has the wishlist fetched again.
 */
export async function saveFavorite(
  queryClient: QueryClient,
  productId: number,
): Promise<FavoriteResponse> {
  const saved = await apiRequest<FavoriteResponse>('favorites', {
    method: 'POST',
    body: { product_id: productId },
    auth: true,
  });
  const { data } = saved;
  queryClient.setQueryData<FavoritesResponse>(FAVORITES_KEY, (old) =>
    old ? { data: [data, ...old.data.filter((f) => f.product_id !== data.product_id)] } : old,
  );
  void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
  return saved;
}

/** saveFavorite as a mutation, for a page with one such button (product page, cart). */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => saveFavorite(queryClient, productId),
    onError: toastApiError,
  });
}
