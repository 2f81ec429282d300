import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselItem, CarouselResponse } from '@kanak/domain/contract/catalog';
import { api } from '../../../lib/api-client';
import { preloadedAnswer } from '../../../lib/preloaded';

const PATH = 'home-carousel';

export async function getHomeCarousel(signal?: AbortSignal): Promise<CarouselItem[]> {
  const response = await api.get<CarouselResponse>(PATH, signal);
  return response.data;
}

export const homeCarouselQuery = queryOptions({
  queryKey: ['catalog', 'home-carousel'],
  queryFn: ({ signal }) => getHomeCarousel(signal),
  // The page's HTML carries the first answer, so the hero renders with its picture at once.
  initialData: () => preloadedAnswer<CarouselResponse>(PATH)?.data,
  staleTime: 5 * 60_000,
});

export function useHomeCarousel() {
  return useQuery(homeCarouselQuery);
}
