import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { OTP_RESEND_AFTER_SECONDS } from '@kanak/domain/account';
import {
  passwordResetRequestSchema,
  type PasswordForgotRequest,
} from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { authApi, resetError, sendOtpError } from '../api/auth-api';
import { describeIdentifier } from './identifier';
import { OtpBoxes } from './otp-boxes';
import { EMPTY_CODE } from './otp-input';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { FieldError } from './text-field';
import { clock, useCountdown } from './use-countdown';
import { useSchemaForm } from './use-schema-form';

interface ResetPasswordFormProps {
  who: PasswordForgotRequest;
  /** The password is reset: on to the login screen. */
  onDone: () => void;
  /** Back to step 1, to correct the number or address. */
  onChangeWho: () => void;
}

const LINK_BUTTON =
  'inline-flex min-h-tap items-center font-semibold text-maroon underline decoration-gold underline-offset-4 hover:decoration-maroon disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline';

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
  const [left, restart] = useCountdown(OTP_RESEND_AFTER_SECONDS);

  const reset = useMutation({
    mutationFn: authApi.resetPassword,
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

  const resend = useMutation({
    mutationFn: () => authApi.forgotPassword(who),
    onSuccess: (response) => {
      restart();
      toast.success(response.message);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 429) restart();
      toast.error(sendOtpError(failure));
    },
  });

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
          <button type="button" onClick={onChangeWho} className={`${LINK_BUTTON} text-sm`}>
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
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-ink-muted">
        Didn&rsquo;t get the code?
        <button
          type="button"
          disabled={left > 0 || resend.isPending}
          onClick={() => resend.mutate()}
          className={`${LINK_BUTTON} px-1`}
        >
          {left > 0 ? `Resend OTP in ${clock(left)}` : 'Resend OTP'}
        </button>
      </p>
    </form>
  );
}
