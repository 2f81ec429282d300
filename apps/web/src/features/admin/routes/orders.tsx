import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@kanak/domain/order-states';
import { useOrders, type AdminOrderSummary } from '../api';
import { formatRupees } from '@kanak/domain/money';
import { LINK } from '../../../components/ui/class-names';
import { type Column, DataList } from '../../../components/ui/data-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { Pager } from '../../../components/ui/pager';
import { useUrlSearch } from '../../../lib/use-url-search';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { StatusCell } from '../components/order-status-cell';
import { when, words } from '../utils/format';

/** Orders, newest first: filter by status, search by order number, name, e-mail or phone. */
export function OrdersPage() {
  const [params, updateSearch] = useUrlSearch();
  const status = params.get('status') ?? '';
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const query = useOrders({ status: status || undefined, q: q || undefined, page });

  const update = (changes: Record<string, string | undefined>) =>
    void updateSearch((next) => {
      for (const [k, v] of Object.entries(changes))
        if (v) next.set(k, v);
        else next.delete(k);
      if (!('page' in changes)) next.delete('page');
    });

  const link = (o: AdminOrderSummary) => (
    <Link to={`/admin/orders/${o.id}`} className={LINK}>
      Order #{o.id}
    </Link>
  );
  const columns: Column<AdminOrderSummary>[] = [
    { header: 'Order', cell: link },
    {
      header: 'Customer',
      cell: (o) => (
        <span className="block max-w-56 truncate">
          {o.customer.name}
          <span className="block text-xs text-ink-muted">{o.customer.phone_number}</span>
        </span>
      ),
    },
    { header: 'Status', cell: (o) => <StatusCell status={o.status} stage={o.production_stage} /> },
    { header: 'Items', cell: (o) => o.items_count, numeric: true },
    { header: 'Total', cell: (o) => formatRupees(o.total_price), numeric: true },
    { header: 'Paid', cell: (o) => formatRupees(o.paid_amount), numeric: true },
    { header: 'Balance', cell: (o) => formatRupees(o.balance_amount), numeric: true },
    { header: 'Placed', cell: (o) => when(o.created_at) },
  ];

  return (
    <>
      <PageHeader title="Orders" />
      <form
        role="search"
        className="mb-4 grid gap-2 sm:grid-cols-[1fr_14rem_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: text.trim() || undefined });
        }}
      >
        <input
          aria-label="Search orders"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Order no., name, e-mail or phone"
          className={DENSE_INPUT_CLASS}
        />
        <select
          aria-label="Status"
          value={status}
          onChange={(e) => update({ status: e.target.value || undefined })}
          className={DENSE_INPUT_CLASS}
        >
          <option value="">Every status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {words(s)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>No orders match.</EmptyState>
      ) : (
        <>
          <DataList
            rows={query.data.data}
            columns={columns}
            rowKey={(o) => o.id}
            caption="Orders"
            title={link}
          />
          <Pager meta={query.data.meta} onPage={(n) => update({ page: String(n) })} />
        </>
      )}
    </>
  );
}
