import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  NotificationSettingsResponse,
} from '@kanak/domain/notifications';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['account', 'notifications'] as const;

/** GET account/notifications: the channels per kind and the marketing consent. */
export function useNotificationSettings(enabled = true) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest<NotificationSettingsResponse>('account/notifications', { signal, auth: true }),
    enabled,
  });
}

/** PUT account/notifications, the whole choice at once; the answer replaces what the page shows. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      apiRequest<NotificationSettingsResponse>('account/notifications', {
        method: 'PUT',
        body,
        auth: true,
      }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
