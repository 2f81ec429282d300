import { useMutation } from '@tanstack/react-query';
import type { CartResponse } from '@kanak/domain/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import { useSetCart } from './get-cart';

/** POST cart/coupon {code}: the API answers the cart with the code, or 422 with why it cannot apply. */
export function useApplyCoupon() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: (code: string) => apiRequest<CartResponse>('cart/coupon', { method: 'POST', body: { code }, auth: true }),
    onSuccess: setCart,
  });
}

/** DELETE cart/coupon. */
export function useRemoveCoupon() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: () => apiRequest<CartResponse>('cart/coupon', { method: 'DELETE', auth: true }),
    onSuccess: setCart,
  });
}
