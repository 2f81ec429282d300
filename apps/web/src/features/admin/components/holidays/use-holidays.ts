import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHolidaysResponse } from '@kanak/domain/contract/admin-holidays';
import { apiRequest } from '../../../../lib/api-client';
import { settingsQuery } from '../../../../lib/get-settings';

const holidaysKey = ['admin', 'holidays'] as const;

/** `GET /api/admin/holidays`: the shop's holidays, earliest first. */
export const useHolidays = () =>
  useQuery({
    queryKey: holidaysKey,
    queryFn: ({ signal }) =>
      apiRequest<AdminHolidaysResponse>('admin/holidays', { auth: true, signal }),
  });

/** After a change: the list refetches, and so does the shop's "Delivery by" date, which counts them. */
export function useHolidaysSaved() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: holidaysKey });
    void client.invalidateQueries({ queryKey: settingsQuery.queryKey });
  };
}
