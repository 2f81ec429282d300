import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/session/use-me';
import { verifyEmail } from '../api/verify-email';
import { AuthPage } from '../components/auth-page';

/**
 * /verify-email?token= (decision 044): where the link in the verification e-mail lands. The link
 * proves the inbox, the session the account, so it verifies the account signed in here; signed
 * out, the visitor logs in first and comes back to this page.
 */
export function VerifyEmailPage() {
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const signedIn = useMe() !== null;
  const verify = useMutation({ mutationFn: verifyEmail });
  const { mutate, isIdle } = verify;

  useEffect(() => {
    if (signedIn && token && isIdle) mutate(token);
  }, [signedIn, token, isIdle, mutate]);

  const here = `${location.pathname}${location.search}`;
  const signInFirst =
    !signedIn || (verify.error instanceof ApiError && verify.error.status === 401);
  const failure = verify.error?.message ?? (token ? null : MESSAGES.account.emailLinkInvalid);

  return (
    <AuthPage documentTitle="Verify your email" title="Verify your email">
      <div role="status" aria-live="polite" className="text-center text-sm text-ink">
        {signInFirst && token ? (
          <>
            <p>{MESSAGES.account.emailVerifySignIn}</p>
            <Link to={paths.login} state={{ from: here }} className="btn btn-primary mt-6 min-h-12 w-full">
              Log in
            </Link>
          </>
        ) : failure ? (
          <p className="text-danger">{failure}</p>
        ) : verify.isSuccess ? (
          <>
            <p>{verify.data.message}</p>
            <Link to={paths.home} className="btn btn-primary mt-6 min-h-12 w-full">
              Continue shopping
            </Link>
          </>
        ) : (
          <p>Verifying your email address…</p>
        )}
      </div>
    </AuthPage>
  );
}
