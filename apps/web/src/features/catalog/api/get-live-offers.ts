import { useQuery } from '@tanstack/react-query';
import type { LiveOffersResponse } from '@kanak/domain/contract/admin-offers';
import { api } from '../../../lib/api-client';
import { preloadedAnswer } from '../../../lib/preloaded';

/** GET offers/live: the automatic offers running now (the home page's banner). */
export function useLiveOffers() {
  return useQuery({
    queryKey: ['offers', 'live'],
    queryFn: ({ signal }) => api.get<LiveOffersResponse>('offers/live', signal),
    staleTime: 60_000,
    initialData: () => preloadedAnswer<LiveOffersResponse>('offers/live'),
  });
}
