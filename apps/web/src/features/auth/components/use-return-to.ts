import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MeResponse, MeUser } from '@kanak/domain/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { ME_KEY, useMe } from '../../../lib/session/use-me';

const AUTH_SCREENS: string[] = [
  paths.login,
  paths.signup,
  paths.loginWithMobile,
  paths.verifyMobile,
  paths.forgotPassword,
];

/** The back office's front page, where the shop's owner works. */
const ADMIN_HOME = '/admin';

/**
 * Where a visitor goes after signing in: the page that sent them (`state.from`, set by the
 * product page and cards), else home; an admin whom nothing sent elsewhere goes to the back office
 * rather than the shop's home (issue 35). Only a path on this site: never another origin.
 */
export function returnPath(state: unknown, role?: MeUser['role']): string {
  const home = role === 'admin' ? ADMIN_HOME : paths.home;
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return home;
  const pathname = (from.split(/[?#]/)[0] ?? from).toLowerCase();
  return AUTH_SCREENS.includes(pathname) || from === paths.home ? home : from;
}

/**
 * For the auth screens: where to go once signed in (`from`, `goBack`), and `signedIn`, after
 * which the screen has nothing to offer and goes there itself.
 */
export function useAuthScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe() as Partial<MeUser> | null;
  const signedIn = me !== null;
  const from = returnPath(location.state);
  const destination = returnPath(location.state, me?.role);
  // With nothing to go back to, home depends on the role, which the login's answer does not carry:
  // the effect below goes once `me` has said it.
  const goBack = () => {
    if (from !== paths.home) void navigate(from, { replace: true });
  };

  useEffect(() => {
    if (!signedIn) return;
    if (from !== paths.home || me?.role) return void navigate(destination, { replace: true });
    let live = true;
    apiRequest<MeResponse>('me', { auth: true })
      .then(({ user }) => queryClient.setQueryData(ME_KEY, user))
      .catch(() => {
        if (live) void navigate(paths.home, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [signedIn, from, me?.role, destination, navigate, queryClient]);

  return {
    signedIn,
    from,
    goBack,
    state: location.state as Record<string, unknown> | null,
    search: location.search,
  };
}
