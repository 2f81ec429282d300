import { useQuery } from '@tanstack/react-query';
import type { WalletResponse } from '@kanak/domain/contract/after-sale';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/session/account-keys';

/** GET wallet, for the store credit checkout may spend on the advance (same key as /wallet). */
export function useWalletBalance() {
  return useQuery({
    queryKey: WALLET_KEY,
    queryFn: ({ signal }) => apiRequest<WalletResponse>('wallet', { signal, auth: true }),
    select: (w: WalletResponse) => w.balance,
  });
}
