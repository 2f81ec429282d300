import { useEffect, useRef, useState } from 'react';
import { formatPaise } from '@kanak/domain/money';
import { CloseIcon } from '../../../components/ui/icons';
import { sandboxCheckout } from '../api/sandbox-checkout';
import type { PaymentOutcome, PaymentRequest } from './payment-types';

interface SandboxCheckoutDialogProps {
  request: PaymentRequest | null;
  onDone: (outcome: PaymentOutcome) => void;
}

/**
 * The sandbox provider's stand-in for Razorpay Checkout (dev and CI): the same amount, note and
 * prefill, and a choice to pay or to fail, answered by the API's signed sandbox checkout.
 */
export function SandboxCheckoutDialog({ request, onDone }: SandboxCheckoutDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const outcome = useRef<PaymentOutcome>({ kind: 'dismissed' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (request && !dialog.open) {
      outcome.current = { kind: 'dismissed' };
      dialog.showModal();
    } else if (!request && dialog.open) dialog.close();
  }, [request]);

  async function settle(choice: 'success' | 'failure') {
    if (!request || busy) return;
    setBusy(true);
    try {
      const proof = await sandboxCheckout(request.razor.id, choice);
      outcome.current = { kind: 'paid', proof };
    } catch {
      outcome.current = { kind: 'failed' };
    } finally {
      setBusy(false);
      dialogRef.current?.close();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="sandbox-pay-title"
      onClose={() => onDone(outcome.current)}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      className="m-auto w-[min(26rem,calc(100vw-1.5rem))] rounded-md border border-line bg-pearl p-0 text-ink shadow-lift backdrop:bg-ink/55"
    >
      {request && (
        <div>
          <div className="flex items-start justify-between gap-3 bg-maroon-deep px-5 py-4 text-ivory">
            <div>
              <p className="text-xs font-bold tracking-eyebrow text-gold-light uppercase">
                Secure checkout
              </p>
              <h2 id="sandbox-pay-title" className="mt-1 font-display text-2xl">
                Kanak · Secure payment (sandbox)
              </h2>
            </div>
            <button
              type="button"
              disabled={busy}
              onClick={() => dialogRef.current?.close()}
              className="-mr-2 inline-flex size-tap shrink-0 items-center justify-center rounded-xs text-on-dark-muted hover:text-ivory"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">Close payment</span>
            </button>
          </div>
          <div className="px-5 pt-5 pb-6">
            <p className="text-sm text-ink-soft">{request.description}</p>
            <p className="mt-2 font-sans text-3xl font-semibold text-ink tabular-nums">
              {formatPaise(request.razor.amount)}
            </p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-line pt-4 text-sm">
              <dt className="text-ink-muted">Name</dt>
              <dd className="min-w-0 break-words">{request.customer.name}</dd>
              <dt className="text-ink-muted">Email</dt>
              <dd className="min-w-0 break-words">{request.customer.email}</dd>
              <dt className="text-ink-muted">Contact</dt>
              <dd>{request.customer.phone || 'not mentioned'}</dd>
            </dl>
            {request.recurring && (
              <p className="mt-4 text-sm text-ink" data-testid="sandbox-autopay">
                This payment also sets up UPI AutoPay: up to {formatPaise(request.recurring.monthly)} a month, collected before each due date
                until you stop it.
              </p>
            )}
            <p className="mt-4 rounded-xs bg-sand px-3 py-2 text-xs text-ink-soft">
              Test mode: no money moves. Choose how this payment ends.
            </p>
            <div className="mt-5 grid gap-3 sm:grid-cols-[2fr_1fr]">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void settle('success')}
              >
                Pay {formatPaise(request.razor.amount)}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => void settle('failure')}
              >
                Fail
              </button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
