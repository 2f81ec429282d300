import { MESSAGES } from '@kanak/domain/messages';
import { serverMessageOr } from '../../../lib/api-client';
import { verifyOwnerCode } from '../api/owner-code';
import { CodeBoxes, useCodeEntry } from './code-entry';
import { TEXT_LINK } from './link-style';
import { SubmitButton } from './submit-button';

interface OwnerCodeStepProps {
  /** What POST login/code answered: its words and the challenge the code is bound to. */
  sent: { message: string; challenge: string };
  onSignedIn: () => void;
  /** Back to the e-mail and password. */
  onBack: () => void;
}

/** The owner's second step while the lockout holds (decision 046): the 6-digit code, then in. */
export function OwnerCodeStep({ sent, onSignedIn, onBack }: OwnerCodeStepProps) {
  const entry = useCodeEntry(
    verifyOwnerCode,
    (failure) => serverMessageOr(failure, MESSAGES.phoneLogin.verifyFailed),
    onSignedIn,
  );
  const { labelId, otp, whole, verify } = entry;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (whole) verify.mutate({ challenge: sent.challenge, otp });
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
        <CodeBoxes entry={entry} />
      </div>
      <SubmitButton pending={verify.isPending} pendingLabel="Verifying…" disabled={!whole}>
        VERIFY CODE
      </SubmitButton>
      <button type="button" onClick={onBack} className={`${TEXT_LINK} text-sm`}>
        Back to email and password
      </button>
    </form>
  );
}
