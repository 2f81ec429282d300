import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/session/use-me';

const AUTH_SCREENS: string[] = [
  paths.login,
  paths.signup,
  paths.loginWithMobile,
  paths.verifyMobile,
  paths.forgotPassword,
];

/**
 * Where a visitor goes after signing in: the page that sent them (`state.from`, set by the
 * product page and cards), else home. Only a path on this site: never another origin.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home;
  const pathname = (from.split(/[?#]/)[0] ?? from).toLowerCase();
  return AUTH_SCREENS.includes(pathname) ? paths.home : from;
}

/**
 * For the auth screens: where to go once signed in (`from`, `goBack`), and `signedIn`, after
 * which the screen has nothing to offer and goes there itself.
 */
export function useAuthScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useMe() !== null;
  const from = returnPath(location.state);
  const goBack = () => void navigate(from, { replace: true });

  useEffect(() => {
    if (signedIn) void navigate(from, { replace: true });
  }, [signedIn, from, navigate]);

  return {
    signedIn,
    from,
    goBack,
    state: location.state as Record<string, unknown> | null,
    search: location.search,
  };
}
