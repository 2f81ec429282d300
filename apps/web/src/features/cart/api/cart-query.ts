import type { CartResponse } from '@kanak/domain/contract/cart';
import { apiRequest } from '../../../lib/api-client';

/*
 * The signed-in customer's cart (SPEC §4). Kept tiny: the header reads its count on every page,
 * so only this file is in the first-paint bundle; the mutations load with the screens.
 * The key ['cart'] is the one the auth code refetches on login and clears on logout.
 */
export const CART_KEY = ['cart'] as const;

export const cartQuery = {
  queryKey: CART_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<CartResponse>('view-cart', { signal, auth: true }),
  staleTime: 60_000,
};
