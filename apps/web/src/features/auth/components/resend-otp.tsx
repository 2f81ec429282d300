import { useMutation } from '@tanstack/react-query';
import { OTP_RESEND_AFTER_SECONDS } from '@kanak/domain/account';
import type { MessageResponse } from '@kanak/domain/contract/auth';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { sendOtpError } from '../api/send-otp';
import { TEXT_LINK_BUTTON } from './link-style';
import { clock, useCountdown } from './use-countdown';

interface ResendOtpProps {
  /** Asks for another code (send-otp, or password/forgot). */
  send: () => Promise<MessageResponse>;
  /** A new code is on its way. */
  onSent?: () => void;
}

/**
 * SPEC §4: "Didn't get the code?" and Resend OTP once 30 seconds have passed since the last
 * code. The server's own wait ('Please wait N seconds…', a 429) restarts the clock too.
 */
export function ResendOtp({ send, onSent }: ResendOtpProps) {
  const [left, restart] = useCountdown(OTP_RESEND_AFTER_SECONDS);
  const resend = useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      restart();
      onSent?.();
      toast.success(response.message);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 429) restart();
      toast.error(sendOtpError(failure));
    },
  });
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-ink-muted">
      Didn&rsquo;t get the code?
      <button
        type="button"
        disabled={left > 0 || resend.isPending}
        onClick={() => resend.mutate()}
        className={`${TEXT_LINK_BUTTON} px-1`}
      >
        {left > 0 ? `Resend OTP in ${clock(left)}` : 'Resend OTP'}
      </button>
    </p>
  );
}
