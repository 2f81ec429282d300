import { useMutation } from '@tanstack/react-query';
import type { Clarity, GoldColour, Karat } from '@kanak/domain/catalog';
import type { AddToCartRequest, AddToCartResponse } from '@kanak/domain/contract/cart';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/toast-api-error';
import { useSetCart } from './get-cart';

/** A piece and its options as the shop names them inside (decision 025). */
export interface CartAddition {
  productId: number;
  quantity: number;
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
  /** Only for a ring, which is made to a size. */
  ringSize?: number;
}

/** The one place the web writes an addition in the contract's names. */
const toWire = (addition: CartAddition): AddToCartRequest => ({
  product_id: addition.productId,
  quantity: addition.quantity,
  gold_type: addition.goldColour,
  gold_carat: addition.karat,
  diamond_clarity: addition.clarity,
  ...(addition.ringSize === undefined ? {} : { ring_size: addition.ringSize }),
});

/** POST cart: adds the piece or merges it into the line with the same options (max 5). */
export function useAddToCart() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: (addition: CartAddition) =>
      apiRequest<AddToCartResponse>('cart', { method: 'POST', body: toWire(addition), auth: true }),
    onSuccess: async (response) => {
      await setCart(response);
      if (response.message) toast.error(response.message);
    },
    onError: toastApiError,
  });
}
