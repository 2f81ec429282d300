import type { FavoritesResponse } from '@kanak/domain/contract/favorites';
import { apiRequest } from '../../../lib/api-client';

/**
 * The signed-in customer's wishlist (SPEC §4). Tiny on purpose: the header count and the listing
 * hearts read it. The key ['favorites'] is refetched on login and cleared on logout by the auth code.
 */
export const FAVORITES_KEY = ['favorites'] as const;

export const favoritesQuery = {
  queryKey: FAVORITES_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<FavoritesResponse>('favorites', { signal, auth: true }),
  staleTime: 60_000,
};
