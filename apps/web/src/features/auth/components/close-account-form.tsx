import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCloseAccount, useSendCloseCode } from '../api/close-account';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

type Way = 'password' | 'otp';

/**
 * The confirm step of closing the account: the password, or a code texted to the phone
 * (ARCHITECTURE §12). A refusal (an order in progress, credit left, a wrong password) is read out
 * where the customer is looking; success signs them out and goes home.
 */
export function CloseAccountForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [way, setWay] = useState<Way>('password');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const close = useCloseAccount();
  const send = useSendCloseCode();
  const refusal = close.error instanceof ApiError ? close.error : undefined;
  const fieldError = refusal?.errors?.[way]?.[0];
  const problem = refusal && !fieldError ? refusal.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (way === 'password' ? password === '' : otp.length !== 6) return;
    close.mutate(way === 'password' ? { password } : { otp }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        void navigate(paths.home);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-6 space-y-5 rounded-sm border border-danger/40 bg-ivory p-5">
      <h3 id={`${id}-title`} className="font-display text-xl text-ink">
        Confirm it is you
      </h3>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-soft">Confirm with</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {(
            [
              ['password', 'My password'],
              ['otp', 'A code sent to my phone'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-tap items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-way`}
                value={value}
                checked={way === value}
                onChange={() => {
                  setWay(value);
                  close.reset();
                }}
                className="size-4 accent-maroon"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {way === 'password' ? (
        <PasswordField
          id={`${id}-password`}
          name="password"
          label="Password"
          autoComplete="current-password"
          value={password}
          error={fieldError}
          onChange={setPassword}
          onBlur={() => undefined}
        />
      ) : (
        <div className="space-y-3">
          <button
            type="button"
            className="btn btn-outline"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {send.isPending ? 'Sending…' : send.isSuccess ? 'Send the code again' : 'Send me a code'}
          </button>
          {send.isSuccess && (
            <TextField
              id={`${id}-otp`}
              name="otp"
              label="The 6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              clean={(value) => value.replace(/\D/g, '').slice(0, 6)}
              value={otp}
              error={fieldError}
              onChange={setOtp}
              onBlur={() => undefined}
            />
          )}
        </div>
      )}

      {problem && (
        <p role="alert" className="rounded-xs border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger">
          {problem}
        </p>
      )}

      <div className="flex flex-col gap-3 desktop:flex-row-reverse">
        <div className="desktop:w-72">
          <SubmitButton pending={close.isPending} pendingLabel="Closing…" disabled={way === 'otp' && !send.isSuccess}>
            Close my account
          </SubmitButton>
        </div>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Keep my account
        </button>
      </div>
    </form>
  );
}
