import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../../lib/session/use-me';
import { cartQuery } from './get-cart';

/**
 * The cart of the signed-in customer; idle while logged out. Beside get-cart.ts, not in
 * it: the header reads that file on every page, and a query hook there splits the first-paint
 * bundle into several chunks (ARCHITECTURE §6, decision 023).
 */
export function useCart() {
  const signedIn = useMe() !== null;
  return useQuery({ ...cartQuery, enabled: signedIn });
}
