import { useState, type FormEvent } from 'react';
import { formatRupees } from '@kanak/domain/money';
import { DENSE_INPUT_CLASS, Field, InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { useOrderActionForm } from './use-order-action-form';

/** Refunds up to what is refundable, in full or in part. */
export function RefundForm({ orderId, refundable }: { orderId: number; refundable: number }) {
  const [amount, setAmount] = useState(String(refundable));
  const [reason, setReason] = useState('');
  const { run, form, busy } = useOrderActionForm(orderId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A fresh key per submit: a retry after a failure must be a new refund (decision 010).
    run(
      'refunds',
      {
        amount: Number(amount),
        idempotency_key: crypto.randomUUID(),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      () => setReason(''),
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <h3 className="font-sans text-sm font-bold text-ink">Refund</h3>
      <InputField
        dense
        id="o-refund"
        label="Amount (₹)"
        hint={`Up to ${formatRupees(refundable)}; less for a partial refund.`}
        error={form.fieldError('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Field dense id="o-refund-reason" label="Reason (optional)" error={form.fieldError('reason')}>
        {(describedBy) => (
          <input
            id="o-refund-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={describedBy}
            className={DENSE_INPUT_CLASS}
          />
        )}
      </Field>
      <StatusLine error={form.error && !form.error.fields.amount ? form.error : null} />
      <button type="submit" className="btn btn-outline w-full" disabled={busy}>
        Refund {amount && Number(amount) > 0 ? formatRupees(Number(amount)) : ''}
      </button>
    </form>
  );
}
