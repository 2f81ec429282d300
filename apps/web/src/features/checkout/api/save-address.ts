import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressRequest, AddressSavedResponse } from '@kanak/domain/contract/addresses';
import { apiRequest } from '../../../lib/api-client';
import { ADDRESSES_KEY } from './get-addresses';

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
