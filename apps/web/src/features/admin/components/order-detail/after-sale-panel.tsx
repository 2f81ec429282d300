import { Link } from 'react-router';
import { AFTER_SALE_LABELS, AFTER_SALE_STATUS_LABELS } from '@kanak/domain/after-sale';
import { Panel } from '../../../../components/ui/panel';
import { useAfterSaleInbox } from '../../api';
import { when } from '../../utils/format';

/** A delivered order's returns, exchanges, buyback and maintenance requests, each linked to the inbox. */
export function AfterSalePanel({ orderId }: { orderId: number }) {
  const query = useAfterSaleInbox({ order_id: orderId });
  const requests = query.data?.requests ?? [];
  return (
    <Panel title="After-sale" id="o-after-sale">
      {query.isPending ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : query.isError ? (
        <p className="text-sm text-error">{query.error.message}</p>
      ) : requests.length === 0 ? (
        <p className="text-sm text-ink-muted">No return, exchange, buyback or maintenance requests.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link to={`/admin/after-sale?kind=${r.kind}`} className="font-semibold text-maroon underline-offset-4 hover:underline">
                #{r.id} · {AFTER_SALE_LABELS[r.kind]}
              </Link>
              <span className="text-ink-soft">
                {AFTER_SALE_STATUS_LABELS[r.status]} · {when(r.steps.at(-1)?.at ?? r.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
