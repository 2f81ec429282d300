import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** `GET /api/settings`: the configured figures pages print (ARCHITECTURE §4 PAN). */
export interface ShopSettings {
  pan_required_above: number;
  shop_hours: { opens: string; closes: string; days: string; display: string };
  /** 'YYYY-MM-DD': the delivery date promised for an advance paid now. */
  delivery_by: string;
  /** The seller's GST identity (SHOP_GSTIN and friends): the one source pages print. */
  gst: { gstin: string; state: string; state_code: string; legal_name: string };
}

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api.get<ShopSettings>('settings', signal),
  // delivery_by moves at India midnight and with the holiday list; the API caches it a minute too.
  staleTime: 60_000,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
