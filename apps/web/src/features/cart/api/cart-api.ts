import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddToCartRequest,
  AddToCartResponse,
  CartResponse,
} from '@kanak/domain/contract/cart';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useMe } from '../../auth/api/use-me';
import { CART_KEY, cartQuery } from './cart-query';

/** The cart of the signed-in customer; idle while logged out. */
export function useCart() {
  const signedIn = useMe() !== null;
  return useQuery({ ...cartQuery, enabled: signedIn });
}

function useSetCart() {
  const queryClient = useQueryClient();
  return ({ data, total_price, count }: CartResponse) =>
    queryClient.setQueryData<CartResponse>(CART_KEY, { data, total_price, count });
}

function errorToast(error: Error) {
  // A 401 is answered by the session-expired flow; anything else is said here.
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(error.message);
}

/** POST cart: adds the piece or merges it into the line with the same options (max 5). */
export function useAddToCart() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: (body: AddToCartRequest) =>
      apiRequest<AddToCartResponse>('cart', { method: 'POST', body: { ...body }, auth: true }),
    onSuccess: (response) => {
      setCart(response);
      if (response.message) toast.error(response.message);
    },
    onError: errorToast,
  });
}

/** POST cart/update/{id}: the line's new quantity (1–5); the API answers the whole cart. */
export function useUpdateCartLine() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      apiRequest<CartResponse>(`cart/update/${id}`, {
        method: 'POST',
        body: { quantity },
        auth: true,
      }),
    onSuccess: setCart,
    onError: errorToast,
  });
}

/** DELETE cart-remove/{id}; the API answers the whole cart. */
export function useRemoveCartLine() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<CartResponse>(`cart-remove/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: setCart,
    onError: errorToast,
  });
}
