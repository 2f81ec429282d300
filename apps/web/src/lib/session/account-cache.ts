import type { QueryClient } from '@tanstack/react-query';
import type { AccountUser } from '@kanak/domain/contract/auth';
import { ME_KEY, setSessionHint } from './use-me';

/** The signed-in customer's cart, wishlist and orders: the features' query keys, shared from here. */
export const CART_KEY = ['cart'] as const;
export const FAVORITES_KEY = ['favorites'] as const;
export const ORDERS_KEY = ['orders'] as const;

/** Query keys of the signed-in customer's own lists (SPEC §4: fetched on login, cleared on logout). */
export const ACCOUNT_LIST_KEYS = [CART_KEY, FAVORITES_KEY] as const;

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
  for (const queryKey of ACCOUNT_LIST_KEYS) queryClient.removeQueries({ queryKey });
}
