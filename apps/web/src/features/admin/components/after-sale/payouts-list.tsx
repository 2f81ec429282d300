import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { WALLET_MESSAGES } from '@kanak/domain/after-sale';
import { formatRupees } from '@kanak/domain/money';
import { InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminKeys, adminSend, type AdminPayout } from '../../api';
import { toFailure, type Failure } from '../../hooks/use-form-state';
import { when } from '../../utils/format';
import { Pill } from '../status-pill';

/** A payout request: store credit redeemed for cash, paid by bank transfer and recorded here. */
export function PayoutRow({ payout: p }: { payout: AdminPayout }) {
  const client = useQueryClient();
  const id = useId();
  const sending = useRef(false);
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const record = async (e: FormEvent) => {
    e.preventDefault();
    // A second click before the first answers must not record it twice.
    if (sending.current) return;
    if (!reference.trim()) {
      setError({ message: WALLET_MESSAGES.payoutReference, fields: { reference: WALLET_MESSAGES.payoutReference } });
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const answer = await adminSend<{ message: string }>(`payouts/${p.id}/paid`, 'POST', { reference: reference.trim() });
      toast.success(`${answer.message}: payout #${p.id} of ${formatRupees(p.amount)}.`);
      await client.invalidateQueries({ queryKey: adminKeys.payouts });
    } catch (err) {
      setError(toFailure(err));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  const paid = p.status === 'paid';
  return (
    <li className="min-w-0">
      <article aria-labelledby={`${id}-title`} className="rounded-sm border border-line bg-pearl p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="font-sans text-sm font-bold text-ink">
            #{p.id} · {formatRupees(p.amount)}
          </h3>
          <Pill value={paid ? 'delivered' : 'new'} label={paid ? 'Paid' : 'Requested'} />
        </div>
        <p className="mt-1 text-sm break-words text-ink">
          <Link to={`/admin/customers/${p.customer.id}`} className="font-semibold text-maroon underline-offset-4 hover:underline">
            {p.customer.name || 'Customer'}
          </Link>
          {p.customer.phone && ` · ${p.customer.phone}`}
          {p.customer.email && ` · ${p.customer.email}`}
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          Requested <time dateTime={p.created_at}>{when(p.created_at)}</time>
        </p>
        {paid ? (
          <p className="mt-2 text-sm text-ink-soft">
            Paid {p.paid_at ? <time dateTime={p.paid_at}>{when(p.paid_at)}</time> : '—'} · ref {p.reference ?? '—'}
          </p>
        ) : (
          <form onSubmit={(e) => void record(e)} noValidate className="mt-3 space-y-2">
            <div className="flex flex-wrap items-end gap-2">
              <InputField
                dense
                id={`${id}-ref`}
                className="min-w-0 flex-1 basis-48"
                label="Bank transfer reference"
                error={error?.fields.reference}
                required
                maxLength={100}
                autoComplete="off"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
              />
              <button type="submit" className="btn btn-primary px-3! py-1.5! text-xs!" disabled={busy}>
                Mark paid
              </button>
            </div>
            <StatusLine error={error && !error.fields.reference ? error : null} />
          </form>
        )}
      </article>
    </li>
  );
}
