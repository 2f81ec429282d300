import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatRupees } from '@kanak/domain/money';
import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
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
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const record = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await adminSend(`payouts/${p.id}/paid`, 'POST', { reference: reference.trim() });
      toast.success(`Payout #${p.id} recorded as paid.`);
      await client.invalidateQueries({ queryKey: adminKeys.payouts });
    } catch (e) {
      setError(toFailure(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded-sm border border-line bg-pearl p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-sans text-sm font-bold text-ink">
          #{p.id} · {formatRupees(p.amount)}
        </h3>
        <Pill value={p.status === 'paid' ? 'delivered' : 'new'} label={p.status === 'paid' ? 'Paid' : 'Requested'} />
        <span className="ml-auto text-xs text-ink-muted">{when(p.created_at)}</span>
      </div>
      <p className="mt-1 text-sm text-ink">
        {p.customer.name} · {p.customer.phone} · {p.customer.email}
      </p>
      {p.status === 'paid' ? (
        <p className="mt-2 text-sm text-ink-soft">
          Paid {when(p.paid_at)} · ref {p.reference}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-ref`} className="block text-xs font-bold tracking-wide text-ink-soft uppercase">
              Bank transfer reference
            </label>
            <input id={`${id}-ref`} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} className={DENSE_INPUT_CLASS} />
          </div>
          <button type="button" className="btn btn-primary px-3! py-1.5! text-xs!" disabled={busy || reference.trim() === ''} onClick={() => void record()}>
            Mark paid
          </button>
        </div>
      )}
      {error && (
        <div className="mt-2">
          <StatusLine error={error} />
        </div>
      )}
    </li>
  );
}
