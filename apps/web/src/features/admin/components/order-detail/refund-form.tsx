import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { DENSE_INPUT_CLASS, Field, InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { useOrderActionForm } from './use-order-action-form';

/**
 * What is wrong with the amount typed, or null: it must be rupees (and paise) above zero and at
 * most what is refundable. The box starts empty, so a refund is always an amount someone chose.
 */
export function refundAmountError(text: string, refundable: number): string | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t) || Number(t) <= 0) return MESSAGES.admin.refundAmountMissing;
  return Number(t) > refundable ? MESSAGES.admin.refundExceedsPaid : null;
}

/** Refunds up to what is refundable, in full or in part. */
export function RefundForm({ orderId, refundable }: { orderId: number; refundable: number }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [typo, setTypo] = useState<string | null>(null);
  const { run, form, busy } = useOrderActionForm(orderId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = refundAmountError(amount, refundable);
    setTypo(wrong);
    if (wrong) return;
    // A fresh key per submit: a retry after a failure must be a new refund (decision 010).
    run(
      'refunds',
      {
        amount: Number(amount.trim().replace(/,/g, '')),
        idempotency_key: crypto.randomUUID(),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      () => {
        setAmount('');
        setReason('');
      },
    );
  };
  const typed = refundAmountError(amount, refundable) === null ? Number(amount.trim().replace(/,/g, '')) : 0;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <h3 className="font-sans text-sm font-bold text-ink">Refund</h3>
      <InputField
        dense
        id="o-refund"
        label="Amount (₹)"
        hint={`Up to ${formatRupees(refundable)} can be refunded; enter the amount to refund.`}
        placeholder={`Up to ${formatRupees(refundable)}`}
        error={typo ?? form.fieldError('amount')}
        inputMode="decimal"
        autoComplete="off"
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
        Refund {typed > 0 ? formatRupees(typed) : ''}
      </button>
    </form>
  );
}
