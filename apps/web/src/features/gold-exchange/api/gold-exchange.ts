import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressesResponse } from '@kanak/domain/contract/addresses';
import type { GoldExchangeList, GoldExchangeRates, GoldExchangeResponse } from '@kanak/domain/contract/gold-exchange';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/session/account-keys';

/** The customer's old gold (issue 39): its own key, refreshed with the wallet when a lot is credited. */
export const GOLD_EXCHANGE_KEY = ['gold-exchange'] as const;
const RATES_KEY = ['gold-exchange', 'rates'] as const;

/** GET gold-exchange/rates: the buy rates and the deduction the live estimate uses. */
export function useGoldRates(enabled: boolean) {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => apiRequest<GoldExchangeRates>('gold-exchange/rates', { signal, auth: true }),
    enabled,
  });
}

/** GET gold-exchange: the customer's lots, newest first. */
export function useGoldExchanges(enabled: boolean) {
  return useQuery({
    queryKey: GOLD_EXCHANGE_KEY,
    queryFn: ({ signal }) => apiRequest<GoldExchangeList>('gold-exchange', { signal, auth: true }),
    enabled,
  });
}

/** The address book (the same key as checkout's, so the two share it). */
export function useAddressBook(enabled: boolean) {
  return useQuery({
    queryKey: ['addresses'],
    queryFn: ({ signal }) => apiRequest<AddressesResponse>('addresses', { signal, auth: true }),
    enabled,
  });
}

/** POST gold-exchange as multipart: items (JSON), handover, address_id, photos. */
export function useCreateGoldExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiRequest<GoldExchangeResponse>('gold-exchange', { method: 'POST', body: form, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GOLD_EXCHANGE_KEY }),
  });
}

/** POST gold-exchange/{id}/accept or /decline. */
export function useAnswerValuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      apiRequest<GoldExchangeResponse>(`gold-exchange/${id}/${answer}`, { method: 'POST', auth: true }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: GOLD_EXCHANGE_KEY });
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
