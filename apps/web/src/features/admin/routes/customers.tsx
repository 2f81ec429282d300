import { Link } from 'react-router';
import { LINK } from '../../../components/ui/class-names';
import type { Column } from '../../../components/ui/data-list';
import { useCustomers, type AdminCustomer } from '../api';
import { ListResults, ListSearch, useListSearch } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { day } from '../utils/format';
import { verified } from '../utils/verified';

/** Customers: search by name, e-mail or phone. */
export function CustomersPage() {
  const search = useListSearch();
  const { q, page } = search;
  const query = useCustomers({ q: q || undefined, page });
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
      <ListSearch
        search={search}
        label="Search customers"
        placeholder="Name, e-mail or phone"
        className="sm:grid-cols-[1fr_auto]"
      />
      <ListResults
        query={query}
        empty="No customers match."
        columns={columns}
        rowKey={(c) => c.id}
        caption="Customers"
        title={name}
        onPage={(n) => search.update({ page: String(n) })}
      />
    </>
  );
}
