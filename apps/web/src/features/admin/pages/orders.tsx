import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCTION_STAGE_LABELS } from '@kanak/domain/order-states';
import { useOrders, type AdminOrderSummary } from '../api';
import {
  DataList,
  Empty,
  INPUT,
  LINK,
  LoadError,
  Loading,
  PageHeader,
  Pager,
  Pill,
  rupees,
  when,
  words,
  type Column,
  useQueryParams,
} from '../components/ui';

export const ORDER_STATUS_LIST = [
  'pending_advance',
  'in_production',
  'balance_paid',
  'dispatched',
  'delivered',
  'cancelled',
  'expired',
] as const;

export function StatusCell({
  status,
  stage,
}: {
  status: string;
  stage: AdminOrderSummary['production_stage'];
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Pill value={status} />
      {status === 'in_production' && stage && (
        <span className="text-xs text-ink-soft">{PRODUCTION_STAGE_LABELS[stage]}</span>
      )}
    </span>
  );
}

/** Orders, newest first: filter by status, search by order number, name, e-mail or phone. */
export function OrdersPage() {
  const [params, setParams] = useQueryParams();
  const status = params.get('status') ?? '';
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const query = useOrders({ status: status || undefined, q: q || undefined, page });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

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
    { header: 'Total', cell: (o) => rupees(o.total_price), numeric: true },
    { header: 'Paid', cell: (o) => rupees(o.paid_amount), numeric: true },
    { header: 'Balance', cell: (o) => rupees(o.balance_amount), numeric: true },
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
          className={INPUT}
        />
        <select
          aria-label="Status"
          value={status}
          onChange={(e) => update({ status: e.target.value || undefined })}
          className={INPUT}
        >
          <option value="">Every status</option>
          {ORDER_STATUS_LIST.map((s) => (
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
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.data.length === 0 ? (
        <Empty>No orders match.</Empty>
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
