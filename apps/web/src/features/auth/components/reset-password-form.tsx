import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  passwordResetRequestSchema,
  type PasswordForgotRequest,
} from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { toast } from '../../../components/ui/toast';
import { forgotPassword } from '../api/forgot-password';
import { resetError, resetPassword } from '../api/reset-password';
import { TEXT_LINK } from './link-style';
import { describeIdentifier } from './identifier';
import { OtpBoxes } from './otp-boxes';
import { EMPTY_CODE } from './otp-input';
import { PasswordField } from './password-field';
import { ResendOtp } from './resend-otp';
import { SubmitButton } from './submit-button';
import { FieldError } from './text-field';
import { useSchemaForm } from './use-schema-form';

interface ResetPasswordFormProps {
  who: PasswordForgotRequest;
  /** The password is reset: on to the login screen. */
  onDone: () => void;
  /** Back to step 1, to correct the number or address. */
  onChangeWho: () => void;
}

/**
 * Step 2 of a password reset: the six-digit OTP and the new password twice, checked by the domain
 * schema as the API checks them, each message under its field.
 */
export function ResetPasswordForm({ who, onDone, onChangeWho }: ResetPasswordFormProps) {
  const form = useSchemaForm(passwordResetRequestSchema, {
    phone_number: who.phone_number ?? '',
    email: who.email ?? '',
    otp: '',
    password: '',
    password_confirmation: '',
  });
  const otp = form.field('otp');
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const boxesRef = useRef<HTMLDivElement>(null);

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(MESSAGES.passwordReset.done);
      onDone();
    },
    onError: (error) => {
      const failure = resetError(error);
      form.setServerErrors(failure.fields);
      // A refused code clears the boxes for the next try; other answers are said once aloud.
      if (failure.fields.otp) setCode([...EMPTY_CODE]);
      else toast.error(failure.message);
    },
  });
  // After a refused code the first box takes the next try.
  const refused = Boolean(reset.isError && otp.error);
  useEffect(() => {
    if (refused) boxesRef.current?.querySelector('input')?.focus();
  }, [refused]);

  const labelId = `${otp.id}-label`;
  const errorId = `${otp.id}-error`;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => reset.mutate(data))}
      className="space-y-6"
    >
      <div>
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <p id={labelId} className="text-sm text-ink-soft">
            Enter the 6-digit OTP sent for{' '}
            <span className="font-semibold break-all text-ink">{describeIdentifier(who)}</span>
          </p>
          <button type="button" onClick={onChangeWho} className={`${TEXT_LINK} text-sm`}>
            Change
          </button>
        </div>
        <div className="mt-2">
          <OtpBoxes
            ref={boxesRef}
            idPrefix={otp.id}
            code={code}
            onChange={(next) => {
              setCode(next);
              otp.onChange(next.join(''));
            }}
            labelledBy={labelId}
            errorId={otp.error ? errorId : undefined}
            invalid={Boolean(otp.error)}
            disabled={reset.isPending}
          />
          <div role="alert">
            <FieldError id={errorId} message={otp.error} />
          </div>
        </div>
      </div>
      <PasswordField {...form.field('password')} label="New password" autoComplete="new-password" />
      <PasswordField
        {...form.field('password_confirmation')}
        label="Confirm new password"
        autoComplete="new-password"
      />
      <SubmitButton pending={reset.isPending} pendingLabel="Saving your password…">
        RESET PASSWORD
      </SubmitButton>
      <ResendOtp send={() => forgotPassword(who)} />
    </form>
  );
}
