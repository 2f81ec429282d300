import { useState } from 'react';
import { Link } from 'react-router';
import { useCustomer, useCustomers, type AdminCustomer } from '../api';
import {
  BackLink,
  DataList,
  Empty,
  INPUT,
  LINK,
  LoadError,
  Loading,
  PageHeader,
  Pager,
  Panel,
  rupees,
  day,
  when,
  type Column,
  useQueryParams,
} from '../components/ui';
import { StatusCell } from './orders';

const verified = (c: AdminCustomer) =>
  [c.email_verified ? 'e-mail' : null, c.phone_verified ? 'phone' : null]
    .filter(Boolean)
    .join(', ') || 'not yet';

/** Customers: search by name, e-mail or phone. */
export function CustomersPage() {
  const [params, setParams] = useQueryParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const query = useCustomers({ q: q || undefined, page });
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next);
  };
  const name = (c: AdminCustomer) => (
    <Link to={`/admin/customers/${c.id}`} className={LINK}>
      {c.name}
    </Link>
  );
  const columns: Column<AdminCustomer>[] = [
    { header: 'Name', cell: name },
    { header: 'E-mail', cell: (c) => <span className="break-all">{c.email}</span> },
    { header: 'Phone', cell: (c) => c.phone_number },
    { header: 'Verified', cell: verified },
    { header: 'Orders', cell: (c) => c.orders_count, numeric: true },
    { header: 'Joined', cell: (c) => day(c.created_at) },
  ];
  return (
    <>
      <PageHeader title="Customers" />
      <form
        role="search"
        className="mb-4 grid gap-2 sm:grid-cols-[1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: text.trim() || undefined, page: undefined });
        }}
      >
        <input
          aria-label="Search customers"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, e-mail or phone"
          className={INPUT}
        />
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.data.length === 0 ? (
        <Empty>No customers match.</Empty>
      ) : (
        <>
          <DataList
            rows={query.data.data}
            columns={columns}
            rowKey={(c) => c.id}
            caption="Customers"
            title={name}
          />
          <Pager meta={query.data.meta} onPage={(n) => set({ page: String(n) })} />
        </>
      )}
    </>
  );
}

export function CustomerDetailPage({ id }: { id: number }) {
  const query = useCustomer(id);
  if (query.isPending) return <Loading />;
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
        <Panel title={`Orders (${c.orders.length})`} id="c-orders">
          {c.orders.length === 0 ? (
            <p className="text-sm text-ink-muted">No orders yet.</p>
          ) : (
            <ul className="divide-y divide-line">
              {c.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className={`${LINK} inline-flex min-h-tap items-center`}
                  >
                    Order #{o.id}
                  </Link>
                  <StatusCell status={o.status} stage={o.production_stage} />
                  <span className="tabular-nums">{rupees(o.total_price)}</span>
                  <span className="text-xs text-ink-muted sm:ml-auto">{when(o.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
