import { useEffect, useRef, useState } from 'react';
import { CANCEL_REASONS, type CancelReason } from '@kanak/domain/rules';
import { CloseIcon } from '../../../components/ui/icons';
import { FormStatus } from '../../../components/ui/form-field';

interface CancelOrderDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: CancelReason) => void;
  onClose: () => void;
}

/** SPEC §5 "Cancel": the four reasons; the confirm button waits for one. */
export function CancelOrderDialog({ open, busy, error, onConfirm, onClose }: CancelOrderDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<CancelReason | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason(null);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="cancel-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) dialogRef.current?.close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-md border border-line bg-pearl p-0 text-ink shadow-lift backdrop:bg-ink/50"
    >
      <form
        method="dialog"
        className="relative px-6 pt-8 pb-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) onConfirm(reason);
        }}
      >
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="absolute top-2 right-2 inline-flex size-tap items-center justify-center rounded-xs text-ink-soft hover:text-maroon"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Close</span>
        </button>
        <h2 id="cancel-title" className="font-display text-3xl text-ink">
          Cancel this order?
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          Any advance you have paid is refunded to your account in 7–10 working days.
        </p>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-ink">Why are you cancelling?</legend>
          <div className="mt-2 space-y-1">
            {CANCEL_REASONS.map((r) => (
              <label
                key={r}
                className="flex min-h-tap cursor-pointer items-center gap-3 rounded-xs border border-line px-3 has-checked:border-maroon has-checked:bg-maroon-tint"
              >
                <input
                  type="radio"
                  name="cancel-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-maroon"
                />
                <span className="text-sm text-ink">{r}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <div className="mt-4">
            <FormStatus kind="error" message={error} />
          </div>
        )}
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <button type="button" className="btn btn-outline" onClick={() => dialogRef.current?.close()}>
            Keep order
          </button>
          <button type="submit" className="btn btn-primary disabled:cursor-not-allowed disabled:opacity-50" disabled={!reason || busy}>
            {busy ? 'Cancelling…' : 'Confirm cancel'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
