import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Clarity, GoldColour, Karat } from '@kanak/domain/catalog';
import type { PriceBreakdownResponse } from '@kanak/domain/contract/product';
import { api } from '../../../lib/api-client';
import { preloadedAnswer } from '../../../lib/preloaded';

/** What the customer chose on the product page; the API turns it into a price (ARCHITECTURE §4). */
export interface PriceOptions {
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
  quantity: number;
}

/**
 * A price in the code's own words (decision 025): the wire's `unit_price` and `totalPrice` are read
 * here once, in `toPrice`; the parts keep their names (gold_price…), per piece as on the wire.
 */
export interface Price extends Omit<PriceBreakdownResponse, 'unit_price' | 'totalPrice'> {
  /** One piece in whole rupees. */
  unitPrice: number;
  /** unitPrice × quantity. */
  total: number;
}

/** Wire → inside, once per price answer (fetched or preloaded). */
export function toPrice({ unit_price, totalPrice, ...parts }: PriceBreakdownResponse): Price {
  return { ...parts, unitPrice: unit_price, total: totalPrice };
}

function pricePath(productId: number, options: PriceOptions): string {
  const params = new URLSearchParams({
    gold_type: options.goldColour,
    gold_carat: options.karat,
    diamond_clarity: options.clarity,
    quantity: String(options.quantity),
  });
  return `products/${productId}/price?${params.toString()}`;
}

export async function getPrice(
  productId: number,
  options: PriceOptions,
  signal?: AbortSignal,
): Promise<Price> {
  return toPrice(await api.get<PriceBreakdownResponse>(pricePath(productId, options), signal));
}

export const priceQuery = (productId: number, options: PriceOptions) =>
  queryOptions({
    queryKey: [
      'product',
      productId,
      'price',
      options.goldColour,
      options.karat,
      options.clarity,
      options.quantity,
    ],
    queryFn: ({ signal }) => getPrice(productId, options, signal),
    initialData: () => {
      const preloaded = preloadedAnswer<PriceBreakdownResponse>(pricePath(productId, options));
      return preloaded && toPrice(preloaded);
    },
    staleTime: 5 * 60_000,
  });

/**
 * The price for the chosen options. The browser never computes a price (ARCHITECTURE §4); while a
 * new one loads the previous stays on screen (`isPlaceholderData` tells the UI it is updating).
 */
export function usePrice(productId: number, options: PriceOptions) {
  return useQuery({ ...priceQuery(productId, options), placeholderData: keepPreviousData });
}

/** Warms the price of an option the pointer rests on, so choosing it feels instant. */
export function usePrefetchPrice(productId: number, options: PriceOptions) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: Partial<PriceOptions>) => {
      void queryClient.prefetchQuery(priceQuery(productId, { ...options, ...change }));
    },
    [queryClient, productId, options],
  );
}
