import { useQuery } from '@tanstack/react-query';
import type { AddressesResponse } from '@kanak/domain/contract/addresses';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/use-me';

export const ADDRESSES_KEY = ['addresses'] as const;

/** The address book, newest first; its head is the default (ADR 007). */
export function useAddresses() {
  const signedIn = useMe() !== null;
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => apiRequest<AddressesResponse>('addresses', { signal, auth: true }),
    enabled: signedIn,
  });
}
