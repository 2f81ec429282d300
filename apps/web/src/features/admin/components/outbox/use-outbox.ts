import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { devOutboxResponseSchema } from '@kanak/domain/contract/auth';
import { apiRequest } from '../../../../lib/api-client';

export type OutboxResponse = z.infer<typeof devOutboxResponseSchema>;
export type OutboxEntry = OutboxResponse['messages'][number];

/** GET dev/outbox?to=: what the outbox holds for one recipient (outside production only). */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: ({ signal }) =>
      apiRequest<OutboxResponse>(`dev/outbox?to=${encodeURIComponent(to)}`, { signal }),
    enabled: to.length > 0,
    retry: false,
  });
}
