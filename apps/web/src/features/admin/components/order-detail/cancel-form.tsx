import { useState } from 'react';
import { DENSE_INPUT_CLASS, Field } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { useOrderActionForm } from './use-order-action-form';

/** Cancels an open order, behind a first click and with a reason the customer sees. */
export function CancelForm({ orderId }: { orderId: number }) {
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const { run, form, busy } = useOrderActionForm(orderId);
  if (!open)
    return (
      <div>
        <button
          type="button"
          className="btn btn-outline w-full border-danger! text-danger!"
          onClick={() => setOpen(true)}
        >
          Cancel order…
        </button>
      </div>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        run('cancel', { reason: reason.trim() });
      }}
      noValidate
      className="space-y-2"
    >
      <Field
        dense
        id="o-cancel"
        label="Reason for cancelling"
        hint="The customer sees this. Whatever was paid is recorded as owed; refund it below."
        error={form.fieldError('reason')}
      >
        {(describedBy, invalid) => (
          <textarea
            id="o-cancel"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={DENSE_INPUT_CLASS}
          />
        )}
      </Field>
      <StatusLine error={form.error && !form.error.fields.reason ? form.error : null} />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary flex-1 bg-danger!" disabled={busy}>
          Cancel order
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
          Keep
        </button>
      </div>
    </form>
  );
}
