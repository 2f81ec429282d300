import { Link } from 'react-router';
import type { WalletResponse } from '@kanak/domain/contract/after-sale';
import { formatRupees } from '@kanak/domain/money';
import { Panel } from '../../../../components/ui/panel';
import { useCustomerWallet } from '../../api';
import { day, when } from '../../utils/format';

const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatRupees(Math.abs(amount))}`;

/** What the customer sees at /wallet: balance, what may be redeemed, every movement, the payouts. */
export function StoreCredit({ wallet: w }: { wallet: WalletResponse }) {
  if (w.entries.length === 0) return <p className="text-sm text-ink-muted">No store credit: none granted yet.</p>;
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt className="font-semibold text-ink">Balance</dt>
        <dd className="text-right font-semibold text-maroon">{formatRupees(w.balance)}</dd>
        <dt className="text-ink-soft">Redeemable for cash now</dt>
        <dd className="text-right">{formatRupees(w.redeemable)}</dd>
      </dl>
      {w.next_redeemable_at && (
        <p className="text-xs text-ink-muted">More becomes redeemable for cash on {day(w.next_redeemable_at)}.</p>
      )}
      <ul aria-label="Credit history" className="divide-y divide-line border-t border-line">
        {w.entries.map((e, i) => (
          <li key={`${e.created_at}-${i}`} className="flex items-baseline justify-between gap-3 py-1.5">
            <span className="min-w-0">
              <span className="block break-words text-ink">{e.reason}</span>
              <time dateTime={e.created_at} className="text-xs text-ink-muted">
                {when(e.created_at)}
              </time>
            </span>
            <span className={`shrink-0 tabular-nums ${e.amount < 0 ? 'text-ink-soft' : 'font-semibold text-ink'}`}>{signed(e.amount)}</span>
          </li>
        ))}
      </ul>
      {w.payouts.length > 0 && (
        <p className="text-ink-soft">
          Cash payouts:{' '}
          {w.payouts.map((p, i) => (
            <span key={p.id}>
              {i > 0 && ', '}#{p.id} {formatRupees(p.amount)} {p.status === 'paid' ? `paid (ref ${p.reference ?? '—'})` : 'to pay'}
            </span>
          ))}{' '}
          ·{' '}
          <Link to="/admin/after-sale" className="font-semibold text-maroon underline-offset-4 hover:underline">
            Payouts
          </Link>
        </p>
      )}
    </div>
  );
}

/** The customer's store credit on their admin page. */
export function StoreCreditPanel({ customerId }: { customerId: number }) {
  const query = useCustomerWallet(customerId);
  return (
    <Panel title="Store credit" id="c-credit">
      {query.isPending ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : query.isError ? (
        <p className="text-sm text-error">{query.error.message}</p>
      ) : (
        <StoreCredit wallet={query.data} />
      )}
    </Panel>
  );
}
