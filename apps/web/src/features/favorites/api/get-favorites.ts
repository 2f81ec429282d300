import type { FavoritesResponse } from '@kanak/domain/contract/favorites';
import { apiRequest } from '../../../lib/api-client';
import { FAVORITES_KEY } from '../../../lib/session/account-keys';

/**
 * The signed-in customer's wishlist (SPEC §4). Tiny on purpose: the header count and the listing
 * hearts read it. Its key is refetched on login and cleared on logout by the session code.
 */

export const favoritesQuery = {
  queryKey: FAVORITES_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<FavoritesResponse>('favorites', { signal, auth: true }),
  staleTime: 60_000,
};
