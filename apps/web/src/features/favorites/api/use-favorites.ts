import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../../lib/session/use-me';
import { favoritesQuery } from './get-favorites';

/**
 * The wishlist of the signed-in customer; idle while logged out. Beside get-favorites.ts, not in
 * it: the header reads that file on every page, and a query hook there splits the first-paint
 * bundle into several chunks (ARCHITECTURE §6, decision 023).
 */
export function useFavorites() {
  const signedIn = useMe() !== null;
  return useQuery({ ...favoritesQuery, enabled: signedIn });
}
