import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  AFTER_SALE_LABELS,
  AFTER_SALE_MESSAGES,
  AFTER_SALE_STATUS_LABELS,
  type AfterSaleStatus,
} from '@kanak/domain/after-sale';
import { DENSE_INPUT_CLASS, Field, InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminKeys, adminSend, type AdminAfterSale } from '../../api';
import { toFailure, type Failure } from '../../hooks/use-form-state';

/** The button for each next step. */
export const AFTER_SALE_ACTIONS: Readonly<Record<AfterSaleStatus, string>> = {
  requested: 'Requested',
  approved: 'Approve',
  received: 'Mark received',
  inspected: 'Mark inspected',
  completed: 'Complete',
  rejected: 'Reject',
};

const SMALL = 'px-3! py-1.5! text-xs!';

/**
 * The request's next steps with one note for whichever is taken. Completing a buyback asks for
 * the bank transfer's reference; rejecting is confirmed first, like cancelling an order. One move
 * at a time: the buttons stay disabled until the list has been read again.
 */
export function AfterSaleActions({ request: r }: { request: AdminAfterSale }) {
  const client = useQueryClient();
  const id = useId();
  const sending = useRef(false);
  const referenceInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const needsReference = r.kind === 'buyback' && r.next.includes('completed');
  if (r.next.length === 0) return null;

  const move = async (status: AfterSaleStatus) => {
    // A second click before the first answers must not send the step twice.
    if (sending.current) return;
    const body: { status: AfterSaleStatus; note?: string; payout_reference?: string } = { status };
    if (note.trim()) body.note = note.trim();
    if (status === 'completed' && r.kind === 'buyback') {
      if (!reference.trim()) {
        setError({ message: AFTER_SALE_MESSAGES.payoutReference, fields: { payout_reference: AFTER_SALE_MESSAGES.payoutReference } });
        referenceInput.current?.focus();
        return;
      }
      body.payout_reference = reference.trim();
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await adminSend<{ message: string }>(`after-sale/${r.id}/status`, 'POST', body);
      toast.success(`Request #${r.id} moved to ${AFTER_SALE_STATUS_LABELS[status]}.`);
      setNote('');
      setReference('');
      setConfirming(false);
      // A return's refund moves its order's money too.
      void client.invalidateQueries({ queryKey: adminKeys.orders });
      await client.invalidateQueries({ queryKey: adminKeys.afterSale });
    } catch (e) {
      setError(toFailure(e));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const fieldError = (name: string) => error?.fields[name];
  const lineError = error && !fieldError('note') && !fieldError('payout_reference') ? error : null;
  const steps = r.next.filter((s) => s !== 'rejected');
  const canReject = r.next.includes('rejected');
  return (
    <div className="mt-4 space-y-2 border-t border-line pt-3">
      <Field
        dense
        optional
        id={`${id}-note`}
        label="Note to the customer"
        hint="Sent with the step’s SMS and e-mail."
        error={fieldError('note')}
      >
        {(describedBy, invalid) => (
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={DENSE_INPUT_CLASS}
          />
        )}
      </Field>
      {needsReference && (
        <InputField
          dense
          ref={referenceInput}
          id={`${id}-ref`}
          label="Payout reference (bank transfer)"
          hint="Required to complete: the reference of the transfer that paid the customer."
          error={fieldError('payout_reference')}
          required
          maxLength={100}
          autoComplete="off"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      )}
      <StatusLine error={lineError} />
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className="space-y-2 rounded-xs border border-danger/40 bg-maroon-tint p-3">
          <p id={`${id}-confirm`} className="text-sm font-semibold text-ink">
            Reject {AFTER_SALE_LABELS[r.kind].toLowerCase()} request #{r.id}? The customer is told{note.trim() ? ', with your note' : ''}.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={`btn btn-primary bg-danger! ${SMALL}`} disabled={busy} onClick={() => void move('rejected')}>
              Reject request
            </button>
            <button type="button" className={`btn btn-outline ${SMALL}`} disabled={busy} onClick={() => setConfirming(false)}>
              Keep
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {steps.map((status) => (
            <button key={status} type="button" disabled={busy} onClick={() => void move(status)} className={`btn btn-primary ${SMALL}`}>
              {AFTER_SALE_ACTIONS[status]}
            </button>
          ))}
          {canReject && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(true)}
              className={`btn btn-outline border-danger! text-danger! ${SMALL}`}
            >
              {AFTER_SALE_ACTIONS.rejected}…
            </button>
          )}
        </div>
      )}
    </div>
  );
}
