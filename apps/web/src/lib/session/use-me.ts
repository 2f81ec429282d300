import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { AccountUser, MeResponse } from '@kanak/domain/contract/auth';
import { ApiError, apiRequest } from '../api-client';

/** The signed-in customer, or null. Login and OTP verification write it; logout clears it. */
export const ME_KEY = ['me'] as const;

const HINT_KEY = 'kanak.signed-in';

/*
 * The session lives in an httpOnly cookie JS cannot see (ARCHITECTURE §5). Asking `me` on every
 * visit would answer 401 to every visitor who never signed in (a console error and a wasted call
 * per page), so this browser keeps a bare yes/no hint — no token, no personal data — and asks
 * only when it says a session may exist.
 */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: the customer signs in again in each visit
  }
}

export function setSessionHint(on: boolean): void {
  try {
    localStorage[on ? 'setItem' : 'removeItem'](HINT_KEY, '1');
  } catch {
    // storage blocked: nothing to remember
  }
}

// Whoever changes the hint also changes `me`'s answer, which renders its readers again.
const unchanging = () => () => {};

/**
 * The hint as a component reads it: false on the server and while the page hydrates (the server
 * renders every page signed out), this browser's hint right after.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(unchanging, hasSessionHint, () => false);
}

async function fetchMe({ signal, client }: QueryFunctionContext): Promise<AccountUser | null> {
  // Once `me` has returned a user, its 401 means the session ended under them (SPEC §4).
  const auth = Boolean(client.getQueryData(ME_KEY));
  try {
    return (await apiRequest<MeResponse>('me', { signal, auth })).user;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    setSessionHint(false);
    return null;
  }
}

export type AccountState =
  { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'signed-in'; user: AccountUser };

/**
 * The customer's pages' three states: `checking` while this browser may hold a session and `me`
 * has not answered yet; a 401 clears the hint, which turns `checking` into `signed-out`.
 */
export function useAccountState(): AccountState {
  const { user, hint } = useSession();
  if (user) return { kind: 'signed-in', user };
  return hint ? { kind: 'checking' } : { kind: 'signed-out' };
}

/** The signed-in customer (null when logged out). Checked again whenever the tab regains focus. */
export function useMe(): AccountUser | null {
  return useSession().user;
}

/**
 * The signed-in customer, and whether this browser is still asking `me` about a session it may
 * have. A page whose catalogue arrives with its HTML can be on screen before that answer: a
 * customer's tap then must not be taken for a visitor's.
 */
export function useSession(): Session {
  const hint = useSessionHint();
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: fetchMe,
    enabled: hint,
    staleTime: 5 * 60_000,
    // A session revoked elsewhere (logout in another tab, expiry) shows up on the next focus.
    refetchOnWindowFocus: 'always',
  });
  return sessionOf(hint, me);
}

export interface Session {
  user: AccountUser | null;
  checking: boolean;
  hint: boolean;
}

/**
 * The session from this browser's hint and the state of the `me` query (undefined: not asked for
 * yet): useSession's, and the cards' hearts', which read the query from the cache.
 */
export function sessionOf(
  hint: boolean,
  me: { data?: AccountUser | null; status: 'pending' | 'error' | 'success' } | undefined,
): Session {
  return {
    user: me?.data ?? null,
    checking: hint && (me === undefined || me.status === 'pending'),
    hint,
  };
}
