import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { registerFormSchema } from '@kanak/domain/contract/auth';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../lib/paths';
import { register as requestRegistration, registrationError } from '../api/register';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

interface SignupFormProps {
  /** The account is made and its OTP is on the way to this number. */
  onRegistered: (phone: string) => void;
}

/** SPEC §5 "Signup": checked live and on submit; Create Account waits for the terms box. */
export function SignupForm({ onRegistered }: SignupFormProps) {
  const termsId = useId();
  const [agreed, setAgreed] = useState(false);
  const form = useSchemaForm(registerFormSchema, {
    name: '',
    email: '',
    phone_number: '',
    password: '',
    password_confirmation: '',
  });
  const register = useMutation({
    mutationFn: requestRegistration,
    onSuccess: (response, request) => {
      onRegistered(request.phone_number);
      toast.success(response.message);
    },
    onError: (error) => {
      // SPEC §8 "Registration": reworded texts under their fields and said once aloud.
      const failure = registrationError(error);
      form.setServerErrors(failure.fields);
      toast.error(failure.message);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => agreed && register.mutate(data))}
      className="space-y-5"
    >
      <TextField
        {...form.field('name')}
        label="Full name"
        autoComplete="name"
        autoCapitalize="words"
      />
      <TextField
        {...form.field('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="you@example.com"
      />
      <PhoneField {...form.field('phone_number')} />
      <PasswordField {...form.field('password')} label="Password" autoComplete="new-password" />
      <PasswordField
        {...form.field('password_confirmation')}
        label="Confirm password"
        autoComplete="new-password"
      />
      <div className="flex min-h-tap items-start gap-3 pt-1">
        <input
          id={termsId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-maroon"
        />
        <label htmlFor={termsId} className="text-sm text-ink-soft">
          I agree to the{' '}
          <Link
            to={paths.terms}
            target="_blank"
            className="font-semibold text-maroon underline decoration-gold underline-offset-4 hover:decoration-maroon"
          >
            Terms &amp; Conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </label>
      </div>
      <SubmitButton
        pending={register.isPending}
        pendingLabel="Creating your account…"
        disabled={!agreed}
      >
        Create Account
      </SubmitButton>
    </form>
  );
}
