import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** `GET /api/settings`: the configured figures pages print (ARCHITECTURE §4 PAN). */
export interface ShopSettings {
  pan_required_above: number;
  shop_hours: { opens: string; closes: string; days: string; display: string };
}

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api.get<ShopSettings>('settings', signal),
  staleTime: 30 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
