import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  passwordForgotRequestSchema,
  type PasswordForgotRequest,
} from '@kanak/domain/contract/auth';
import { toast } from '../../../components/ui/toast';
import { forgotPassword } from '../api/forgot-password';
import { sendOtpError } from '../api/send-otp';
import { identifierOf } from './identifier';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

interface ForgotPasswordFormProps {
  initial?: string;
  /** The OTP is on its way to the phone of the account `who` names (if there is one). */
  onSent: (who: PasswordForgotRequest, typed: string) => void;
}

/**
 * Step 1 of a password reset (ARCHITECTURE §8): the account's mobile number or e-mail address,
 * in one box, checked by the domain schema. The answer is the same whether or not it exists.
 */
export function ForgotPasswordForm({ initial = '', onSent }: ForgotPasswordFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const parsed = passwordForgotRequestSchema.safeParse(identifierOf(text));
  const error = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const send = useMutation({
    mutationFn: forgotPassword,
    onSuccess: (response, who) => {
      toast.success(response.message);
      onSent(who, text);
    },
    onError: (failure) => toast.error(sendOtpError(failure)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) send.mutate(parsed.data);
    else document.getElementById(id)?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        id={id}
        name="identifier"
        value={text}
        error={error}
        onChange={setText}
        onBlur={() => text !== '' && setTouched(true)}
        label="Registered mobile number or email"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="98765 43210 or you@example.com"
        autoFocus
      />
      <SubmitButton pending={send.isPending} pendingLabel="Sending OTP…">
        SEND OTP
      </SubmitButton>
    </form>
  );
}
