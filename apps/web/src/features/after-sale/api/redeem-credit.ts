import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/session/account-keys';

/** POST wallet/redeem: everything redeemable now, with the click's key so a retry pays once. */
export function useRedeemCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiRequest<{ message: string }>('wallet/redeem', { method: 'POST', body: { idempotency_key: idempotencyKey }, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
