import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteResponse, FavoritesResponse } from '@kanak/domain/contract/favorites';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useMe } from '../../auth/api/use-me';
import { FAVORITES_KEY, favoritesQuery } from './favorites-query';

/** The wishlist of the signed-in customer; idle while logged out. */
export function useFavorites() {
  const signedIn = useMe() !== null;
  return useQuery({ ...favoritesQuery, enabled: signedIn });
}

function errorToast(error: Error) {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(error.message);
}

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
    onError: errorToast,
  });
}

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
    onError: errorToast,
  });
}
