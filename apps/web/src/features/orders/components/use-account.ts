import type { AccountUser } from '@kanak/domain/contract/auth';
import { hasSessionHint, useMe } from '../../auth/api/use-me';

export type AccountState =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; user: AccountUser };

/**
 * The order pages' three states. `me` is asked only when this browser may hold a session
 * (features/auth use-me.ts); a 401 clears that hint, which turns `checking` into `signed-out`.
 */
export function useAccount(): AccountState {
  const user = useMe();
  if (user) return { kind: 'signed-in', user };
  return hasSessionHint() ? { kind: 'checking' } : { kind: 'signed-out' };
}
