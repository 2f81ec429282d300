import { Link } from 'react-router';
import { AFTER_SALE_LABELS, AFTER_SALE_STATUS_LABELS } from '@kanak/domain/after-sale';
import { formatRupees } from '@kanak/domain/money';
import { LINK } from '../../../../components/ui/class-names';
import { Panel } from '../../../../components/ui/panel';
import { useAfterSaleInbox, type AdminAfterSale } from '../../api';
import { day } from '../../utils/format';

/** Each request in a line: what, for which order, where it stands, what it is worth. */
export function CustomerRequests({ requests }: { requests: AdminAfterSale[] }) {
  if (requests.length === 0)
    return <p className="text-sm text-ink-muted">No return, exchange, buyback or maintenance requests.</p>;
  return (
    <ul className="divide-y divide-line text-sm">
      {requests.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
          <Link to={`/admin/after-sale?kind=${r.kind}`} className={`${LINK} inline-flex min-h-tap items-center`}>
            #{r.id} · {AFTER_SALE_LABELS[r.kind]}
          </Link>
          <Link to={`/admin/orders/${r.order_id}`} className={`${LINK} inline-flex min-h-tap items-center`}>
            Order #{r.order_id}
          </Link>
          <span className="text-ink">{AFTER_SALE_STATUS_LABELS[r.status]}</span>
          {r.value && r.kind !== 'maintenance' && <span className="tabular-nums text-ink-soft">{formatRupees(r.value.amount)}</span>}
          <span className="text-xs text-ink-muted sm:ml-auto">{day(r.steps.at(-1)?.at ?? r.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The customer's after-sale requests on their admin page, newest first. */
export function CustomerRequestsPanel({ customerId }: { customerId: number }) {
  const query = useAfterSaleInbox({ customer_id: customerId });
  const count = query.data ? ` (${query.data.requests.length})` : '';
  return (
    <Panel title={`After-sale requests${count}`} id="c-after-sale">
      {query.isPending ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : query.isError ? (
        <p className="text-sm text-error">{query.error.message}</p>
      ) : (
        <CustomerRequests requests={query.data.requests} />
      )}
    </Panel>
  );
}
