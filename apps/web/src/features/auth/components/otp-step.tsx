import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { OTP_RESEND_AFTER_SECONDS } from '@kanak/domain/account';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { authApi, sendOtpError, verifyOtpError } from '../api/auth-api';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { OtpBoxes } from './otp-boxes';
import { EMPTY_CODE } from './otp-input';
import { formatPhone } from './phone';
import { SubmitButton } from './submit-button';
import { FieldError } from './text-field';
import { clock, useCountdown } from './use-countdown';

interface OtpStepProps {
  phone: string;
  /** Signed in: close the modal, or go back where the visitor was. */
  onSignedIn: () => void;
  /** Back to the number (or the signup details) to correct it. */
  onChangeNumber?: () => void;
  changeLabel?: string;
}

/** SPEC §4: six digit boxes, VERIFY OTP, and Resend OTP once 30 seconds have passed. */
export function OtpStep({
  phone,
  onSignedIn,
  onChangeNumber,
  changeLabel = 'Change number',
}: OtpStepProps) {
  const id = useId();
  const boxesRef = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<string>();
  const [left, restart] = useCountdown(OTP_RESEND_AFTER_SECONDS);
  const complete = useCompleteSignIn(onSignedIn);
  const otp = code.join('');

  const verify = useMutation({
    mutationFn: authApi.verifyOtp,
    onSuccess: complete,
    onError: (failure) => {
      // SPEC §8: 'Invalid or expired OTP' is shown as is; the boxes clear for the next try.
      setError(verifyOtpError(failure));
      setCode([...EMPTY_CODE]);
    },
  });
  // After a refused code the boxes are enabled again; the first one takes the next try.
  useEffect(() => {
    if (error) boxesRef.current?.querySelector('input')?.focus();
  }, [error]);
  const resend = useMutation({
    mutationFn: () => authApi.sendOtp(phone),
    onSuccess: (response) => {
      restart();
      setError(undefined);
      toast.success(response.message);
    },
    onError: (failure) => {
      // The server's own wait ('Please wait N seconds…') restarts the clock too.
      if (failure instanceof ApiError && failure.status === 429) restart();
      toast.error(sendOtpError(failure));
    },
  });

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (otp.length === code.length) verify.mutate({ phone_number: phone, otp });
      }}
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <p id={labelId} className="text-sm text-ink-soft">
          Enter the 6-digit OTP sent to{' '}
          <span className="font-semibold whitespace-nowrap text-ink">+91 {formatPhone(phone)}</span>
        </p>
        {onChangeNumber && (
          <button
            type="button"
            onClick={onChangeNumber}
            className="inline-flex min-h-tap items-center text-sm font-semibold text-maroon underline decoration-gold underline-offset-4 hover:decoration-maroon"
          >
            {changeLabel}
          </button>
        )}
      </div>
      <div>
        <OtpBoxes
          ref={boxesRef}
          idPrefix={`${id}-digit`}
          code={code}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
          labelledBy={labelId}
          errorId={error ? errorId : undefined}
          invalid={Boolean(error)}
          disabled={verify.isPending}
        />
        <div role="alert">
          <FieldError id={errorId} message={error} />
        </div>
      </div>
      <SubmitButton
        pending={verify.isPending}
        pendingLabel="Verifying…"
        disabled={otp.length !== code.length}
      >
        VERIFY OTP
      </SubmitButton>
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-ink-muted">
        Didn&rsquo;t get the code?
        <button
          type="button"
          disabled={left > 0 || resend.isPending}
          onClick={() => resend.mutate()}
          className="inline-flex min-h-tap items-center px-1 font-semibold text-maroon underline decoration-gold underline-offset-4 hover:decoration-maroon disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline"
        >
          {left > 0 ? `Resend OTP in ${clock(left)}` : 'Resend OTP'}
        </button>
      </p>
    </form>
  );
}
