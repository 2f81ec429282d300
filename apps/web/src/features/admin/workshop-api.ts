import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Job,
  JobListItem,
  JobListResponse,
  KarigarDetail,
  karigarSchema,
  MetalEntry,
  MetalResponse,
} from '@kanak/domain/contract/workshop';
import { apiRequest } from '../../lib/api-client';
import { adminKeys } from './api';

/*
 * The workshop's calls (ARCHITECTURE §10, issue 38): karigars, job cards and the gold ledger, under
 * /api/admin. Types only from the contract, so zod stays out of these chunks.
 */

export type Karigar = z.infer<typeof karigarSchema>;
export type { Job, JobListItem, KarigarDetail, MetalEntry, MetalResponse };

const workshopKey = ['admin', 'workshop'] as const;
export const workshopKeys = {
  all: workshopKey,
  karigars: [...workshopKey, 'karigars'] as const,
  karigar: (id: number) => [...workshopKey, 'karigars', id] as const,
  metal: [...workshopKey, 'metal'] as const,
  jobs: (params: { order_id?: number; status?: 'issued' | 'received' }) =>
    [...workshopKey, 'jobs', params] as const,
};

const get = <T>(path: string, signal: AbortSignal) =>
  apiRequest<T>(`admin/${path}`, { auth: true, signal });

/** GET admin/karigars: every karigar, by name. */
export const useKarigars = () =>
  useQuery({
    queryKey: workshopKeys.karigars,
    queryFn: ({ signal }) => get<{ karigars: Karigar[] }>('karigars', signal),
  });

/** GET admin/karigars/{id}: open jobs, the fine gold held, and the loss over time. */
export const useKarigar = (id: number) =>
  useQuery({
    queryKey: workshopKeys.karigar(id),
    queryFn: ({ signal }) => get<KarigarDetail>(`karigars/${id}`, signal),
    retry: false,
  });

/** GET admin/metal: stock per karat and in fine gold, and the movements, newest first. */
export const useMetal = () =>
  useQuery({
    queryKey: workshopKeys.metal,
    queryFn: ({ signal }) => get<MetalResponse>('metal', signal),
  });

/** GET admin/jobs: the open jobs (`status: 'issued'`) or one order's jobs, the earliest due first. */
export const useJobs = (
  params: { order_id?: number; status?: 'issued' | 'received' },
  enabled = true,
) =>
  useQuery({
    queryKey: workshopKeys.jobs(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      if (params.order_id !== undefined) search.set('order_id', String(params.order_id));
      if (params.status) search.set('status', params.status);
      const text = search.toString();
      return get<JobListResponse>(`jobs${text ? `?${text}` : ''}`, signal);
    },
    enabled,
  });

/** The printable job card, opened in a new tab. */
export const jobCardUrl = (jobId: number) => `/api/admin/jobs/${jobId}/pdf`;

/**
 * After any workshop write: every workshop answer is read again (stock, movements, karigars, jobs),
 * the dashboard, which counts overdue jobs, and the orders, whose read sums the received net weights.
 */
export function useWorkshopSaved() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: workshopKeys.all });
    void client.invalidateQueries({ queryKey: adminKeys.dashboard });
    void client.invalidateQueries({ queryKey: adminKeys.orders });
  };
}
