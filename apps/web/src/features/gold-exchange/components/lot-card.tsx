import { Link } from 'react-router';
import { GOLD_EXCHANGE_STATUS_LABELS, OLD_GOLD_KIND_LABELS } from '@kanak/domain/gold-exchange';
import type { GoldExchangeView } from '@kanak/domain/contract/gold-exchange';
import { formatRupees } from '@kanak/domain/money';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../lib/paths';
import { useAnswerValuation } from '../api/gold-exchange';

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => when.format(new Date(iso));

/** One lot: what was sent, where it stands, the valuation to accept or decline, the voucher once credited. */
export function LotCard({ lot }: { lot: GoldExchangeView }) {
  const answer = useAnswerValuation();
  const respond = (kind: 'accept' | 'decline') =>
    answer.mutate({ id: lot.id, answer: kind }, { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(e.message) });
  const v = lot.valuation;
  return (
    <li className="rounded-sm border border-line bg-pearl p-4 desktop:p-5" aria-labelledby={`lot-${lot.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`lot-${lot.id}`} className="font-semibold text-ink">
          Request #{lot.id} · {day(lot.created_at)}
        </h3>
        <p className="text-sm font-semibold text-maroon" data-testid="lot-status">
          {GOLD_EXCHANGE_STATUS_LABELS[lot.status]}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {lot.items.map((i) => `${OLD_GOLD_KIND_LABELS[i.kind]} ${i.karat.toUpperCase()} about ${i.approx_weight_g} g`).join(', ')} · estimated {formatRupees(lot.estimate)} after a {lot.deduction_percent}% deduction
      </p>
      {lot.tested_karat && lot.net_weight_g !== null && (
        <p className="mt-1 text-sm text-ink-soft">
          Tested: {lot.tested_karat.toUpperCase()}, {lot.net_weight_g} g of gold{lot.gross_weight_g !== null ? ` (${lot.gross_weight_g} g as received)` : ''}
        </p>
      )}
      {v && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-soft">Buy rate</dt>
          <dd className="text-right tabular-nums">{formatRupees(v.rate_per_gram)} / g</dd>
          <dt className="text-ink-soft">Gold value</dt>
          <dd className="text-right tabular-nums">{formatRupees(v.gross_value)}</dd>
          <dt className="text-ink-soft">Deduction ({lot.deduction_percent}%)</dt>
          <dd className="text-right tabular-nums">− {formatRupees(v.deduction)}</dd>
          <dt className="font-semibold text-ink">Value</dt>
          <dd className="text-right font-semibold text-ink tabular-nums" data-testid="lot-value">
            {formatRupees(v.value)}
          </dd>
        </dl>
      )}
      {lot.status === 'valued' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" disabled={answer.isPending} onClick={() => respond('accept')}>
            Accept {v ? formatRupees(v.value) : ''} as store credit
          </button>
          <button type="button" className="btn btn-outline" disabled={answer.isPending} onClick={() => respond('decline')}>
            Decline and get my gold back
          </button>
        </div>
      )}
      {lot.status === 'credited' && (
        <p className="mt-3 text-sm">
          Added to your <Link className="text-maroon underline" to={paths.wallet}>wallet</Link> on {lot.credited_at ? day(lot.credited_at) : ''}.
          {lot.voucher && (
            <>
              {' '}
              <a className="text-maroon underline" href={lot.voucher.url} target="_blank" rel="noreferrer">
                Purchase voucher {lot.voucher.number} (PDF)
              </a>
            </>
          )}
        </p>
      )}
      {lot.steps.at(-1)?.note && <p className="mt-2 text-xs text-ink-muted">Note: {lot.steps.at(-1)?.note}</p>}
    </li>
  );
}
