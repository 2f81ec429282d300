import { Link } from 'react-router';
import { formatRupees } from '@kanak/domain/money';
import { BackLink } from '../../../components/ui/back-link';
import { LINK } from '../../../components/ui/class-names';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { Panel } from '../../../components/ui/panel';
import { useCustomer } from '../api';
import { AdminNotFound } from '../components/admin-not-found';
import { CustomerRequestsPanel } from '../components/customer/customer-requests-panel';
import { StoreCreditPanel } from '../components/customer/store-credit-panel';
import { LoadError } from '../components/load-error';
import { StatusCell } from '../components/order-status-cell';
import { PageHeader } from '../components/page-header';
import { useIdParam } from '../hooks/use-id-param';
import { day, when } from '../utils/format';
import { verified } from '../utils/verified';

/** One customer: contact, addresses, store credit, their orders and after-sale requests. */
export function CustomerDetailPage() {
  const id = useIdParam();
  if (id === null) return <AdminNotFound />;
  return <CustomerDetail key={id} id={id} />;
}

function CustomerDetail({ id }: { id: number }) {
  const query = useCustomer(id);
  if (query.isPending) return <LoadingRows />;
  if (query.isError) return <LoadError error={query.error} />;
  const c = query.data.data;
  return (
    <>
      <BackLink to="/admin/customers">All customers</BackLink>
      <PageHeader title={c.name} description={`Customer since ${day(c.created_at)}`} />
      <div className="grid gap-4 desktop:grid-cols-[20rem_1fr] desktop:items-start">
        <div className="space-y-4">
          <Panel title="Contact" id="c-contact">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">E-mail</dt>
              <dd className="break-all">{c.email}</dd>
              <dt className="text-ink-muted">Phone</dt>
              <dd>{c.phone_number}</dd>
              <dt className="text-ink-muted">Verified</dt>
              <dd>{verified(c)}</dd>
            </dl>
          </Panel>
          <StoreCreditPanel customerId={c.id} />
          <Panel title="Addresses" id="c-addresses">
            {c.addresses.length === 0 ? (
              <p className="text-sm text-ink-muted">No addresses.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {c.addresses.map((a) => (
                  <li key={a.id} className={a.deleted ? 'text-ink-muted' : ''}>
                    <span className="font-semibold">{a.recipient_name}</span>
                    {a.deleted && <span className="ml-2 text-xs">(deleted)</span>}
                    <br />
                    {a.address}, {a.area}, {a.state} {a.pincode}
                    <br />
                    {a.mobile}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-4">
          <Panel title={`Orders (${c.orders.length})`} id="c-orders">
            {c.orders.length === 0 ? (
              <p className="text-sm text-ink-muted">No orders yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {c.orders.map((o) => (
                  <li
                    key={o.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
                  >
                    <Link
                      to={`/admin/orders/${o.id}`}
                      className={`${LINK} inline-flex min-h-tap items-center`}
                    >
                      Order #{o.id}
                    </Link>
                    <StatusCell status={o.status} stage={o.production_stage} />
                    <span className="tabular-nums">{formatRupees(o.total_price)}</span>
                    <span className="text-xs text-ink-muted sm:ml-auto">{when(o.created_at)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <CustomerRequestsPanel customerId={c.id} />
        </div>
      </div>
    </>
  );
}
