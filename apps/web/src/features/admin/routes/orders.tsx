import { Link } from 'react-router';
import { ORDER_STATUSES } from '@kanak/domain/order-states';
import { useOrders, type AdminOrderSummary } from '../api';
import { formatRupees } from '@kanak/domain/money';
import { LINK } from '../../../components/ui/class-names';
import type { Column } from '../../../components/ui/data-list';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { ListResults, ListSearch, useListSearch } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { StatusCell } from '../components/order-status-cell';
import { when, words } from '../utils/format';

/** Orders, newest first: filter by status, search by order number, name, e-mail or phone. */
export function OrdersPage() {
  const search = useListSearch();
  const { params, q, page, update } = search;
  const status = params.get('status') ?? '';
  const query = useOrders({ status: status || undefined, q: q || undefined, page });

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
      <ListSearch
        search={search}
        label="Search orders"
        placeholder="Order no., name, e-mail or phone"
        className="sm:grid-cols-[1fr_14rem_auto]"
      >
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
      </ListSearch>
      <ListResults
        query={query}
        empty="No orders match."
        columns={columns}
        rowKey={(o) => o.id}
        caption="Orders"
        title={link}
        onPage={(n) => update({ page: String(n) })}
      />
    </>
  );
}
