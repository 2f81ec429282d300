import { useQuery } from '@tanstack/react-query';
import type { WalletResponse } from '@kanak/domain/contract/after-sale';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/session/account-keys';

/** GET wallet: store credit, what is redeemable now, its history and the payouts. */
export function useWallet(enabled = true) {
  return useQuery({
    queryKey: WALLET_KEY,
    queryFn: ({ signal }) => apiRequest<WalletResponse>('wallet', { signal, auth: true }),
    enabled,
  });
}
