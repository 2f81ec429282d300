import { useQuery } from '@tanstack/react-query';
import type { FavoritesResponse } from '@kanak/domain/contract/favorites';
import { apiRequest } from '../../../lib/api-client';
import { FAVORITES_KEY } from '../../../lib/session/account-cache';
import { useMe } from '../../../lib/session/use-me';

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

/** The wishlist of the signed-in customer; idle while logged out. */
export function useFavorites() {
  const signedIn = useMe() !== null;
  return useQuery({ ...favoritesQuery, enabled: signedIn });
}
