import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddressesResponse,
  AddressRequest,
  AddressSavedResponse,
} from '@kanak/domain/contract/addresses';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../auth/api/use-me';

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

/** POST addresses (new) or PUT addresses/{id} (the saved one, which then becomes the default). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: AddressRequest }) =>
      apiRequest<AddressSavedResponse>(id ? `addresses/${id}` : 'addresses', {
        method: id ? 'PUT' : 'POST',
        body: { ...fields },
        auth: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
