import { useMutation } from '@tanstack/react-query';
import type { CartResponse } from '@kanak/domain/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSetCart } from './get-cart';

/** DELETE cart-remove/{id}; the API answers the whole cart. */
export function useRemoveCartLine() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<CartResponse>(`cart-remove/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: setCart,
    onError: toastApiError,
  });
}
