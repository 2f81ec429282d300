import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AFTER_SALE_LABELS, AFTER_SALE_STATUS_LABELS, type AfterSaleStatus } from '@kanak/domain/after-sale';
import { formatRupees } from '@kanak/domain/money';
import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminKeys, adminSend, type AdminAfterSale } from '../../api';
import { toFailure, type Failure } from '../../hooks/use-form-state';
import { when } from '../../utils/format';
import { Pill } from '../status-pill';
import { Thumb } from '../thumb';

/** The button for each next step. */
const ACTION: Record<AfterSaleStatus, string> = {
  requested: 'Requested',
  approved: 'Approve',
  received: 'Mark received',
  inspected: 'Mark inspected',
  completed: 'Complete',
  rejected: 'Reject',
};

/** Pill tones borrowed from the order statuses. */
const TONE: Record<AfterSaleStatus, string> = {
  requested: 'new',
  approved: 'in_production',
  received: 'in_production',
  inspected: 'quoted',
  completed: 'delivered',
  rejected: 'cancelled',
};

function settlementText(r: AdminAfterSale): string | null {
  const s = r.settlement;
  if (!s) return null;
  if (s.type === 'refund') return `Refunded ${formatRupees(s.amount)} through the provider${s.reference ? ` (ref ${s.reference})` : ''}; credit note issued.`;
  if (s.type === 'store_credit') return `Store credit of ${formatRupees(s.amount)} granted.`;
  return `Paid out ${formatRupees(s.amount)} (ref ${s.reference ?? '—'}).`;
}

/**
 * One after-sale request in the shop's inbox: who asked, for which pieces and why, what the
 * pieces are worth (buyback rules on today's card, or the return's refund), every step so far,
 * and the next steps with a note. Completing a buyback asks for the bank transfer's reference.
 */
export function AfterSaleCard({ request: r }: { request: AdminAfterSale }) {
  const client = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<Failure | null>(null);
  const needsReference = r.kind === 'buyback' && r.next.includes('completed');

  const move = async (status: AfterSaleStatus) => {
    if (busy) return;
    if (status === 'rejected' && !window.confirm(`Reject ${AFTER_SALE_LABELS[r.kind].toLowerCase()} request #${r.id}? The customer is told.`)) return;
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, string> = { status };
      if (note.trim()) body.note = note.trim();
      if (status === 'completed' && r.kind === 'buyback') body.payout_reference = reference.trim();
      await adminSend<{ message: string }>(`after-sale/${r.id}/status`, 'POST', body);
      toast.success(`Request #${r.id} moved to ${AFTER_SALE_STATUS_LABELS[status]}.`);
      setNote('');
      await client.invalidateQueries({ queryKey: adminKeys.afterSale });
    } catch (e) {
      setError(toFailure(e));
    } finally {
      setBusy(false);
    }
  };

  const v = r.value;
  const settled = settlementText(r);
  return (
    <li>
      <article aria-labelledby={`${id}-title`} className="rounded-sm border border-line bg-pearl p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-title`} className="font-sans text-sm font-bold text-ink">
            #{r.id} · {AFTER_SALE_LABELS[r.kind]}
          </h2>
          <Pill value={TONE[r.status]} label={AFTER_SALE_STATUS_LABELS[r.status]} />
          <span className="ml-auto text-xs text-ink-muted">{when(r.created_at)}</span>
        </div>
        <p className="mt-1 text-sm text-ink">
          {r.customer.name} · {r.customer.phone} ·{' '}
          <Link to={`/admin/orders/${r.order_id}`} className="font-semibold text-maroon underline-offset-4 hover:underline">
            Order #{r.order_id}
          </Link>
        </p>
        <ul className="mt-3 space-y-2">
          {r.items.map((item) => (
            <li key={item.order_item_id} className="flex items-center gap-3 text-sm">
              <Thumb src={item.image ?? undefined} px={40} className="size-10 shrink-0" lazy />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-xs text-ink-muted">
                  {item.product_code}
                  {item.quantity > 1 ? ` · × ${item.quantity}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <span className="text-ink-muted">Reason </span>
          <span className="text-ink">{r.reason}</span>
        </p>
        {r.details && <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.details}</p>}
        {r.media.length > 0 && (
          <ul aria-label="Photos and video" className="mt-2 flex flex-wrap gap-2">
            {r.media.map((m, n) => (
              <li key={m.url}>
                <a href={m.url} target="_blank" rel="noreferrer" className="inline-flex min-h-tap items-center rounded-xs border border-line-strong px-3 text-xs font-semibold text-maroon hover:border-maroon">
                  {m.kind === 'video' ? 'Video' : `Photo ${n + 1}`}
                </a>
              </li>
            ))}
          </ul>
        )}

        {v && r.kind !== 'maintenance' && (
          <div className="mt-3 rounded-xs border border-gold/50 bg-gold-soft/20 p-3 text-sm">
            {r.kind === 'return' ? (
              <p>
                <span className="font-semibold text-ink">Refund {formatRupees(v.amount)}</span>
                <span className="text-ink-soft"> — the pieces’ share of the order total.</span>
              </p>
            ) : (
              <>
                <p className="font-semibold text-ink">
                  {v.final ? 'Inspected value' : 'Estimate on today’s rates'} {formatRupees(v.amount)}
                </p>
                <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 text-xs text-ink-soft tabular-nums">
                  <dt>Gold by weight</dt>
                  <dd className="text-right">{formatRupees(v.gold_value)}</dd>
                  <dt>Diamonds at 92%</dt>
                  <dd className="text-right">{formatRupees(v.diamond_value)}</dd>
                  <dt>Gemstones at 80%</dt>
                  <dd className="text-right">{formatRupees(v.gemstone_value)}</dd>
                  <dt>Less 3% processing</dt>
                  <dd className="text-right">−{formatRupees(v.processing_charge)}</dd>
                </dl>
                {v.rates_date && <p className="mt-1 text-xs text-ink-muted">Rate card of {when(v.rates_date)}</p>}
              </>
            )}
          </div>
        )}

        <ol aria-label="Steps" className="mt-3 space-y-1 border-l-2 border-line pl-3 text-xs">
          {r.steps.map((s, i) => (
            <li key={`${s.status}-${i}`}>
              <span className="font-semibold text-ink">{AFTER_SALE_STATUS_LABELS[s.status]}</span>
              <span className="text-ink-muted"> · {when(s.at)}</span>
              {s.note && s.status !== 'requested' && <span className="block text-ink-soft">{s.note}</span>}
            </li>
          ))}
        </ol>
        {settled && <p className="mt-3 text-sm font-semibold text-ink">{settled}</p>}

        {r.next.length > 0 && (
          <div className="mt-4 space-y-2 border-t border-line pt-3">
            <label htmlFor={`${id}-note`} className="block text-xs font-bold tracking-wide text-ink-soft uppercase">
              Note to the customer <span className="font-normal normal-case">(optional)</span>
            </label>
            <textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} className={DENSE_INPUT_CLASS} />
            {needsReference && (
              <>
                <label htmlFor={`${id}-ref`} className="block text-xs font-bold tracking-wide text-ink-soft uppercase">
                  Payout reference (bank transfer)
                </label>
                <input id={`${id}-ref`} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} className={DENSE_INPUT_CLASS} />
              </>
            )}
            <div className="flex flex-wrap gap-2">
              {r.next.map((status) => (
                <button
                  key={status}
                  type="button"
                  disabled={busy || (status === 'completed' && needsReference && reference.trim() === '')}
                  onClick={() => void move(status)}
                  className={status === 'rejected' ? 'btn btn-outline px-3! py-1.5! text-xs!' : 'btn btn-primary px-3! py-1.5! text-xs!'}
                >
                  {ACTION[status]}
                </button>
              ))}
            </div>
          </div>
        )}
        {error && (
          <div className="mt-2">
            <StatusLine error={error} />
          </div>
        )}
      </article>
    </li>
  );
}
