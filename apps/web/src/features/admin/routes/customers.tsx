import { useState } from 'react';
import { Link } from 'react-router';
import { LINK } from '../../../components/ui/class-names';
import { type Column, DataList } from '../../../components/ui/data-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { Pager } from '../../../components/ui/pager';
import { useUrlSearch } from '../../../lib/use-url-search';
import { useCustomers, type AdminCustomer } from '../api';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { day } from '../utils/format';
import { verified } from '../utils/verified';

/** Customers: search by name, e-mail or phone. */
export function CustomersPage() {
  const [params, updateSearch] = useUrlSearch();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const query = useCustomers({ q: q || undefined, page });
  const set = (changes: Record<string, string | undefined>) =>
    void updateSearch((next) => {
      for (const [k, v] of Object.entries(changes))
        if (v) next.set(k, v);
        else next.delete(k);
    });
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
          className={DENSE_INPUT_CLASS}
        />
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>No customers match.</EmptyState>
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
