import { useMutation } from '@tanstack/react-query';
import type { AddToCartRequest, AddToCartResponse } from '@kanak/domain/contract/cart';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSetCart } from './get-cart';

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
    onError: toastApiError,
  });
}
