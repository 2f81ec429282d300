import type { QueryClient } from '@tanstack/react-query';
import type { AccountUser } from '@kanak/domain/contract/auth';
import { ACCOUNT_LIST_KEYS, AFTER_SALE_KEY, WALLET_KEY } from './account-keys';
import { ME_KEY, setSessionHint } from './use-me';

/** After a login or OTP verification: remember the customer and fetch their lists afresh. */
export function rememberAccount(queryClient: QueryClient, user: AccountUser): void {
  setSessionHint(true);
  queryClient.setQueryData<AccountUser | null>(ME_KEY, user);
  for (const queryKey of ACCOUNT_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
}

/** Logout or an ended session: forget the customer, their cart and wishlist (counts go to 0). */
export function clearAccount(queryClient: QueryClient): void {
  setSessionHint(false);
  queryClient.setQueryData<AccountUser | null>(ME_KEY, null);
  for (const queryKey of [...ACCOUNT_LIST_KEYS, AFTER_SALE_KEY, WALLET_KEY]) queryClient.removeQueries({ queryKey });
}
