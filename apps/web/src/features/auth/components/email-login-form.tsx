import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { loginFormSchema } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { login as requestLogin, loginError } from '../api/login';
import { requestOwnerCode } from '../api/owner-code';
import { OwnerCodeStep } from './owner-code-step';
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
 * Once the address is locked (five failures), the shop owner is offered a second step plainly:
 * a one-time code, which the lockout does not stop (decision 046).
 */
export function EmailLoginForm({ onSignedIn, from, onLeave }: EmailLoginFormProps) {
  const form = useSchemaForm(loginFormSchema, { email: '', password: '' });
  const complete = useCompleteSignIn(onSignedIn);
  const [locked, setLocked] = useState(false);
  const login = useMutation({
    mutationFn: requestLogin,
    onSuccess: complete,
    // SPEC §8 "Login failure": the server's message, or 'An error occurred'.
    onError: (error) => {
      toast.error(loginError(error));
      if (error instanceof ApiError && error.message === MESSAGES.account.lockedOut) setLocked(true);
    },
  });
  const ownerCode = useMutation({
    mutationFn: requestOwnerCode,
    onError: (error) => toast.error(loginError(error)),
  });

  if (ownerCode.data) {
    return <OwnerCodeStep sent={ownerCode.data} onSignedIn={onSignedIn} onBack={() => ownerCode.reset()} />;
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        const viaCode = (event.nativeEvent as SubmitEvent).submitter?.dataset.ownerCode === 'yes';
        form.handleSubmit((data) => (viaCode ? ownerCode : login).mutate(data))(event);
      }}
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
      {locked && (
        <div className="rounded-md border border-line bg-pearl p-4 text-sm text-ink">
          <p>{MESSAGES.ownerCode.offer}</p>
          <button
            type="submit"
            data-owner-code="yes"
            disabled={ownerCode.isPending}
            className="btn btn-outline mt-3 min-h-12 w-full"
          >
            {ownerCode.isPending ? 'Sending…' : MESSAGES.ownerCode.button}
          </button>
        </div>
      )}
    </form>
  );
}
