import { useMutation } from '@tanstack/react-query';
import { loginFormSchema } from '@kanak/domain/contract/auth';
import { authApi, loginError } from '../api/auth-api';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { toast } from '../../../components/ui/toast';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

interface EmailLoginFormProps {
  /** What happens once signed in: the modal closes, a page goes back where the visitor was. */
  onSignedIn: () => void;
}

/** SPEC §5 "Login": e-mail and password, both required, the password to the signup rule. */
export function EmailLoginForm({ onSignedIn }: EmailLoginFormProps) {
  const form = useSchemaForm(loginFormSchema, { email: '', password: '' });
  const complete = useCompleteSignIn(onSignedIn);
  const login = useMutation({
    mutationFn: authApi.login,
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
      <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
      <SubmitButton pending={login.isPending} pendingLabel="Logging in…">
        LOG IN
      </SubmitButton>
    </form>
  );
}
