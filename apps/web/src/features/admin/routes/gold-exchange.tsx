import { useState } from 'react';
import { Link } from 'react-router';
import { GOLD_EXCHANGE_STATUSES, OLD_GOLD_KIND_LABELS, type GoldExchangeStatus } from '@kanak/domain/gold-exchange';
import { formatRupees } from '@kanak/domain/money';
import { Panel } from '../../../components/ui/panel';
import { useAdminGoldExchange, useAdminGoldExchanges, type AdminGoldExchangeView } from '../gold-exchange-api';
import { MoveForm } from '../components/gold-exchange/move-form';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';
import { useIdParam } from '../hooks/use-id-param';
import { when } from '../utils/format';

const pieces = (lot: AdminGoldExchangeView) => lot.items.map((i) => `${OLD_GOLD_KIND_LABELS[i.kind]} ${i.karat.toUpperCase()} ~${i.approx_weight_g} g`).join(', ');

/** /admin/gold-exchange[/:id] (issue 39): the list, or one lot (one lazy route: the entry carries one). */
export function GoldExchangeAdminPage() {
  return useIdParam() === null ? <GoldExchangeList /> : <GoldExchangeDetail />;
}

/** Customers' old gold, open lots first, filtered by status. */
function GoldExchangeList() {
  const [status, setStatus] = useState<GoldExchangeStatus | ''>('');
  const query = useAdminGoldExchanges(status);
  return (
    <>
      <PageHeader title="Old gold" description="Customers’ old gold: collect or receive it, test the purity and net weight (XRF), value it at today’s buy rate; the customer accepts it as store credit or it is returned." />
      <label className="mb-4 block max-w-xs text-xs font-bold tracking-wide text-ink-soft uppercase">
        Status
        <select className="mt-1 block w-full rounded-xs border border-line bg-pearl px-2 py-2 text-sm" value={status} onChange={(e) => setStatus(e.target.value as GoldExchangeStatus | '')}>
          <option value="">All</option>
          {GOLD_EXCHANGE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <QueryView query={query} isEmpty={(d) => d.exchanges.length === 0} empty="No old gold requests.">
        {(data) => (
          <ul className="divide-y divide-line rounded-sm border border-line bg-pearl">
            {data.exchanges.map((lot) => (
              <li key={lot.id}>
                <Link to={`/admin/gold-exchange/${lot.id}`} className="flex min-h-tap flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-maroon-tint">
                  <span>
                    <span className="font-semibold text-ink">#{lot.id} · {lot.customer.name ?? 'Customer'}</span>
                    <span className="block text-xs text-ink-soft">
                      {pieces(lot)} · {lot.handover === 'pickup' ? 'collect' : 'at the shop'} · {when(lot.created_at)}
                    </span>
                  </span>
                  <span className="text-right text-sm">
                    <span className="block font-semibold text-maroon">{lot.status}</span>
                    <span className="text-xs text-ink-soft tabular-nums">{lot.valuation ? `valued ${formatRupees(lot.valuation.value)}` : `est. ${formatRupees(lot.estimate)}`}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

/** One lot, its steps, and the next move. */
function GoldExchangeDetail() {
  const id = useIdParam() ?? 0;
  const query = useAdminGoldExchange(id);
  return (
    <>
      <PageHeader title={`Old gold #${id}`} actions={<Link className="btn btn-outline" to="/admin/gold-exchange">All requests</Link>} />
      <QueryView query={query}>
        {({ exchange: lot }) => (
          <div className="grid gap-4 desktop:grid-cols-2">
            <Panel title="The lot" id="lot">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-soft">Customer</dt>
                <dd>
                  {lot.customer.name} · {lot.customer.phone}
                </dd>
                <dt className="text-ink-soft">Status</dt>
                <dd className="font-semibold text-maroon" data-testid="admin-lot-status">
                  {lot.status}
                </dd>
                <dt className="text-ink-soft">Pieces</dt>
                <dd>{pieces(lot)}</dd>
                <dt className="text-ink-soft">Estimate</dt>
                <dd className="tabular-nums">
                  {formatRupees(lot.estimate)} (after {lot.deduction_percent}%)
                </dd>
                <dt className="text-ink-soft">Handover</dt>
                <dd>{lot.address ? `Collect: ${lot.address.recipient_name}, ${lot.address.lines.join(', ')} ${lot.address.pincode}` : 'Brought to the shop'}</dd>
                {lot.tested_karat && (
                  <>
                    <dt className="text-ink-soft">Test</dt>
                    <dd>
                      {lot.tested_karat.toUpperCase()}, net {lot.net_weight_g} g{lot.gross_weight_g !== null ? `, gross ${lot.gross_weight_g} g` : ''}
                    </dd>
                  </>
                )}
                {lot.valuation && (
                  <>
                    <dt className="text-ink-soft">Valuation</dt>
                    <dd className="tabular-nums">
                      {formatRupees(lot.valuation.gross_value)} − {formatRupees(lot.valuation.deduction)} = <strong>{formatRupees(lot.valuation.value)}</strong> at {formatRupees(lot.valuation.rate_per_gram)}/g
                    </dd>
                  </>
                )}
                {lot.voucher && (
                  <>
                    <dt className="text-ink-soft">Voucher</dt>
                    <dd>
                      <a className="text-maroon underline" href={lot.voucher.url} target="_blank" rel="noreferrer">
                        {lot.voucher.number}
                      </a>
                    </dd>
                  </>
                )}
              </dl>
              {lot.photos.length > 0 && (
                <div className="mt-3 flex gap-2">
                  {lot.photos.map((p, n) => (
                    <a key={p.url} href={p.url} target="_blank" rel="noreferrer">
                      <img src={p.url} alt={`Photo ${n + 1} of the customer’s gold`} className="h-20 w-20 rounded-xs object-cover" />
                    </a>
                  ))}
                </div>
              )}
              <ol className="mt-4 space-y-1 text-xs text-ink-soft">
                {lot.steps.map((s, n) => (
                  <li key={n}>
                    {when(s.at)} · {s.status}
                    {s.note ? ` · ${s.note}` : ''}
                  </li>
                ))}
              </ol>
            </Panel>
            <Panel title="Next step" id="next-step">
              <MoveForm key={lot.status} lot={lot} />
            </Panel>
          </div>
        )}
      </QueryView>
    </>
  );
}
