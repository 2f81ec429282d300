import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { AuthSuccessResponse } from '@kanak/domain/contract/auth';
import { OtpBoxes } from './otp-boxes';
import { EMPTY_CODE } from './otp-input';
import { FieldError } from './text-field';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * A six-digit code that signs in (a phone OTP, the owner's code): the boxes, the refusal under
 * them, and the call. A refused code empties the boxes and the first one takes the next try.
 */
export function useCodeEntry<Body>(
  verifyCode: (body: Body) => Promise<AuthSuccessResponse>,
  errorOf: (failure: unknown) => string,
  onSignedIn: () => void,
) {
  const id = useId();
  const boxesRef = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<string>();
  const complete = useCompleteSignIn(onSignedIn);
  const verify = useMutation({
    mutationFn: verifyCode,
    onSuccess: complete,
    onError: (failure) => {
      setError(errorOf(failure));
      setCode([...EMPTY_CODE]);
    },
  });
  // After a refused code the boxes are enabled again; the first one takes the next try.
  useEffect(() => {
    if (error) boxesRef.current?.querySelector('input')?.focus();
  }, [error]);
  const otp = code.join('');
  return {
    id,
    labelId: `${id}-label`,
    errorId: `${id}-error`,
    boxesRef,
    code,
    setCode,
    error,
    setError,
    otp,
    whole: otp.length === code.length,
    verify,
  };
}

/** What the boxes need of an entry, whatever its call takes. */
type CodeBoxesEntry = Pick<
  ReturnType<typeof useCodeEntry<unknown>>,
  'id' | 'boxesRef' | 'code' | 'setCode' | 'setError' | 'labelId' | 'errorId' | 'error'
> & {
  verify: { isPending: boolean };
};

/** The six boxes of a code entry and its refusal, read out as it appears. */
export function CodeBoxes({ entry }: { entry: CodeBoxesEntry }) {
  const { id, boxesRef, code, setCode, setError, labelId, errorId, error, verify } = entry;
  return (
    <>
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
    </>
  );
}
