import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { sendOtp } from '../api/send-otp';
import { verifyOtp, verifyOtpError } from '../api/verify-otp';
import { useCompleteSignIn } from './use-complete-sign-in';
import { TEXT_LINK } from './link-style';
import { OtpBoxes } from './otp-boxes';
import { EMPTY_CODE } from './otp-input';
import { formatPhone } from './phone';
import { ResendOtp } from './resend-otp';
import { SubmitButton } from './submit-button';
import { FieldError } from './text-field';

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
  const complete = useCompleteSignIn(onSignedIn);
  const otp = code.join('');

  const verify = useMutation({
    mutationFn: verifyOtp,
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
          <button type="button" onClick={onChangeNumber} className={`${TEXT_LINK} text-sm`}>
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
      <ResendOtp send={() => sendOtp(phone)} onSent={() => setError(undefined)} />
    </form>
  );
}
