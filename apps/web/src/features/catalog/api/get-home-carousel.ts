import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselItem, CarouselResponse } from '@kanak/domain/contract/catalog';
import { api } from '../../../lib/api-client';

export async function getHomeCarousel(signal?: AbortSignal): Promise<CarouselItem[]> {
  const response = await api.get<CarouselResponse>('home-carousel', signal);
  return response.data;
}

export const homeCarouselQuery = queryOptions({
  queryKey: ['catalog', 'home-carousel'],
  queryFn: ({ signal }) => getHomeCarousel(signal),
  staleTime: 5 * 60_000,
});

export function useHomeCarousel() {
  return useQuery(homeCarouselQuery);
}
