import { sendOtp } from '../api/send-otp';
import { verifyOtp, verifyOtpError } from '../api/verify-otp';
import { CodeBoxes, useCodeEntry } from './code-entry';
import { TEXT_LINK } from './link-style';
import { formatPhone } from './phone';
import { ResendOtp } from './resend-otp';
import { SubmitButton } from './submit-button';

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
  // SPEC §8: 'Invalid or expired OTP' is shown as is; the boxes clear for the next try.
  const entry = useCodeEntry(verifyOtp, verifyOtpError, onSignedIn);
  const { labelId, otp, whole, verify, setError } = entry;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (whole) verify.mutate({ phone_number: phone, otp });
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
        <CodeBoxes entry={entry} />
      </div>
      <SubmitButton pending={verify.isPending} pendingLabel="Verifying…" disabled={!whole}>
        VERIFY OTP
      </SubmitButton>
      <ResendOtp send={() => sendOtp(phone)} onSent={() => setError(undefined)} />
    </form>
  );
}
