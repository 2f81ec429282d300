import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PasswordForgotRequest } from '@kanak/domain/contract/auth';
import { paths } from '../../../lib/paths';
import { AuthPage, FooterLink } from '../components/auth-page';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useAuthScreen } from '../components/use-return-to';

/**
 * /forgot-password (ARCHITECTURE §8): the account's mobile number or e-mail, then the OTP texted
 * to its phone with a new password; then the login screen, to sign in with it.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { signedIn, from, state } = useAuthScreen();
  const [who, setWho] = useState<PasswordForgotRequest | null>(null);
  const [typed, setTyped] = useState(() =>
    typeof state?.identifier === 'string' ? state.identifier : '',
  );
  if (signedIn) return null;

  return (
    <AuthPage
      documentTitle={who ? 'Set a new password' : 'Reset your password'}
      title={who ? 'Set a new password' : 'Reset your password'}
      intro={
        who
          ? 'If an account matches, its registered mobile number has a one-time password from us.'
          : 'Enter the mobile number or email of your Kanak account. We will text a one-time password to its registered mobile number.'
      }
      footer={
        <FooterLink question="Remembered it?" to={paths.login} from={from}>
          Log in
        </FooterLink>
      }
    >
      {who ? (
        <ResetPasswordForm
          who={who}
          onDone={() => void navigate(paths.login, { replace: true, state: { from } })}
          onChangeWho={() => setWho(null)}
        />
      ) : (
        <ForgotPasswordForm
          initial={typed}
          onSent={(sentFor, text) => {
            setTyped(text);
            setWho(sentFor);
          }}
        />
      )}
    </AuthPage>
  );
}
