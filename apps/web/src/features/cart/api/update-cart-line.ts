import { useMutation } from '@tanstack/react-query';
import type { CartResponse } from '@kanak/domain/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSetCart } from './get-cart';

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
    onError: toastApiError,
  });
}
