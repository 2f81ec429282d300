import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@kanak/domain/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import { toCart, type Cart } from '../../../lib/cart-line';
import { CART_KEY } from '../../../lib/session/account-keys';

/*
 * The signed-in customer's cart (SPEC §4). Kept tiny: the header reads its count on every page,
 * so only this file is in the first-paint bundle; the mutations load with the screens.
 * Its key is the one the session code refetches on login and clears on logout.
 */

export const cartQuery = {
  queryKey: CART_KEY,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Cart> =>
    toCart(await apiRequest<CartResponse>('view-cart', { signal, auth: true })),
  staleTime: 60_000,
};

/**
 * The cart calls answer the whole cart: it replaces the cached one. A read of the cart still on its
 * way (the refetch a sign-in starts) was answered before this change and would land after it,
 * showing the cart as it was — empty, after ADD TO CART → sign up → OTP (issue 35 #12) — so it is
 * cancelled first.
 */
export async function putCart(queryClient: QueryClient, response: CartResponse): Promise<void> {
  await queryClient.cancelQueries({ queryKey: CART_KEY });
  queryClient.setQueryData<Cart>(CART_KEY, toCart(response));
}

export function useSetCart() {
  const queryClient = useQueryClient();
  return (response: CartResponse) => putCart(queryClient, response);
}
