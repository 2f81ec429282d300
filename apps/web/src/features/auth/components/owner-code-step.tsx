import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGES } from '@kanak/domain/messages';
import { serverMessageOr } from '../../../lib/api-client';
import { verifyOwnerCode } from '../api/owner-code';
import { TEXT_LINK } from './link-style';
import { OtpBoxes } from './otp-boxes';
import { EMPTY_CODE } from './otp-input';
import { SubmitButton } from './submit-button';
import { FieldError } from './text-field';
import { useCompleteSignIn } from './use-complete-sign-in';

interface OwnerCodeStepProps {
  /** What POST login/code answered: its words and the challenge the code is bound to. */
  sent: { message: string; challenge: string };
  onSignedIn: () => void;
  /** Back to the e-mail and password. */
  onBack: () => void;
}

/** The owner's second step while the lockout holds (decision 046): the 6-digit code, then in. */
export function OwnerCodeStep({ sent, onSignedIn, onBack }: OwnerCodeStepProps) {
  const id = useId();
  const boxesRef = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<string>();
  const complete = useCompleteSignIn(onSignedIn);
  const otp = code.join('');
  const verify = useMutation({
    mutationFn: verifyOwnerCode,
    onSuccess: complete,
    onError: (failure) => {
      setError(serverMessageOr(failure, MESSAGES.phoneLogin.verifyFailed));
      setCode([...EMPTY_CODE]);
    },
  });
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
        if (otp.length === code.length) verify.mutate({ challenge: sent.challenge, otp });
      }}
      className="space-y-6"
    >
      <h2 className="font-display text-xl text-ink">Step 2 of 2: enter the owner’s code</h2>
      <p role="status" className="text-sm text-ink-soft">
        {sent.message}
      </p>
      <div>
        <p id={labelId} className="mb-2 text-sm font-semibold text-ink">
          6-digit code
        </p>
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
      <SubmitButton pending={verify.isPending} pendingLabel="Verifying…" disabled={otp.length !== code.length}>
        VERIFY CODE
      </SubmitButton>
      <button type="button" onClick={onBack} className={`${TEXT_LINK} text-sm`}>
        Back to email and password
      </button>
    </form>
  );
}
