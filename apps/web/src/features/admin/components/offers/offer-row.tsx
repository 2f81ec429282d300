import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OfferView } from '@kanak/domain/contract/admin-offers';
import { formatRupees } from '@kanak/domain/money';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminKeys, adminSend } from '../../api';
import { toFailure, type Failure } from '../../hooks/use-form-state';
import { when } from '../../utils/format';
import { Pill } from '../status-pill';

/** One offer: its terms, window and state, with edit and delete. */
export function OfferRow({ offer: o, categoryName, onEdit }: { offer: OfferView; categoryName: (id: number) => string; onEdit: () => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const remove = async () => {
    if (busy || !window.confirm(`Delete the offer “${o.title}”? Prices without it follow at once; orders keep what they were placed under.`)) return;
    setBusy(true);
    try {
      await adminSend(`offers/${o.id}`, 'DELETE');
      toast.success(`Offer “${o.title}” deleted.`);
      await client.invalidateQueries({ queryKey: adminKeys.offers });
    } catch (e) {
      setError(toFailure(e));
    } finally {
      setBusy(false);
    }
  };
  const ended = new Date(o.ends_at).getTime() <= new Date().getTime();
  const state = o.live ? { value: 'in_production', label: 'Live' } : ended ? { value: 'closed', label: 'Ended' } : o.active ? { value: 'quoted', label: 'Scheduled' } : { value: 'cancelled', label: 'Off' };
  const terms = [
    o.making_discount_percent > 0 ? `${o.making_discount_percent}% off making` : null,
    o.diamond_discount_percent > 0 ? `${o.diamond_discount_percent}% off diamonds` : null,
  ].filter(Boolean);
  return (
    <li className="rounded-sm border border-line bg-pearl p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-sans text-sm font-bold text-ink">{o.title}</h2>
        <Pill value={state.value} label={state.label} />
        <span className="ml-auto text-xs text-ink-muted">{o.code ? `Code ${o.code}` : 'Automatic'}</span>
      </div>
      <p className="mt-1 text-sm text-ink">{terms.join(' · ')}</p>
      <p className="mt-1 text-xs text-ink-soft">
        {when(o.starts_at)} – {when(o.ends_at)} · {o.category_ids ? o.category_ids.map(categoryName).join(', ') : 'Every category'}
        {o.min_order !== null && ` · orders from ${formatRupees(o.min_order)}`}
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn btn-outline px-3! py-1.5! text-xs!" onClick={onEdit} disabled={busy}>
          Edit
        </button>
        <button type="button" className="btn btn-outline px-3! py-1.5! text-xs!" onClick={() => void remove()} disabled={busy}>
          Delete
        </button>
      </div>
      {error && (
        <div className="mt-2">
          <StatusLine error={error} />
        </div>
      )}
    </li>
  );
}
