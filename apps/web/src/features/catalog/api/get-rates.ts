import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatesResponse } from '@kanak/domain/contract/product';
import { api } from '../../../lib/api-client';
import { preloadedAnswer } from '../../../lib/preloaded';

export type RateCard = RatesResponse['data'];

export async function getRates(signal?: AbortSignal): Promise<RateCard> {
  const response = await api.get<RatesResponse>('rates', signal);
  return response.data;
}

export const ratesQuery = queryOptions({
  queryKey: ['catalog', 'rates'],
  queryFn: ({ signal }) => getRates(signal),
  staleTime: 5 * 60_000,
  initialData: () => preloadedAnswer<RatesResponse>('rates')?.data,
});

/** Today's rate card (`GET rates`): gold per gram by colour and karat, diamonds per carat. */
export function useRates() {
  return useQuery(ratesQuery);
}
