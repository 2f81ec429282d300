import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { loginFormSchema } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { paths } from '../../../lib/paths';
import { login as requestLogin, loginError } from '../api/login';
import { useCompleteSignIn } from './use-complete-sign-in';
import { toast } from '../../../components/ui/toast';
import { PasswordField } from './password-field';
import { TEXT_LINK } from './link-style';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

interface EmailLoginFormProps {
  /** What happens once signed in: the modal closes, a page goes back where the visitor was. */
  onSignedIn: () => void;
  /** Where the visitor goes back to once signed in, handed on to the password reset. */
  from: string;
  /** The visitor follows a link out of the form (the modal closes). */
  onLeave?: () => void;
}

/**
 * SPEC §5 "Login": e-mail and password, both required, the password to the signup rule; and the
 * way to reset a forgotten password (ARCHITECTURE §8), taking the e-mail typed so far along.
 */
export function EmailLoginForm({ onSignedIn, from, onLeave }: EmailLoginFormProps) {
  const form = useSchemaForm(loginFormSchema, { email: '', password: '' });
  const complete = useCompleteSignIn(onSignedIn);
  const login = useMutation({
    mutationFn: requestLogin,
    onSuccess: complete,
    // SPEC §8 "Login failure": the server's message, or 'An error occurred'.
    onError: (error) => toast.error(loginError(error)),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => login.mutate(data))}
      className="space-y-5"
    >
      <TextField
        {...form.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <div>
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
        />
        <p className="mt-1 text-right text-sm">
          <Link
            to={paths.forgotPassword}
            state={{ from, identifier: form.values.email }}
            onClick={onLeave}
            className={TEXT_LINK}
          >
            {MESSAGES.passwordReset.link}
          </Link>
        </p>
      </div>
      <SubmitButton pending={login.isPending} pendingLabel="Logging in…">
        LOG IN
      </SubmitButton>
    </form>
  );
}
