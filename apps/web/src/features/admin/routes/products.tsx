import { Link } from 'react-router';
import { formatRupees } from '@kanak/domain/money';
import type { Column } from '../../../components/ui/data-list';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { useCategories, useProducts, type AdminProduct } from '../api';
import { ListResults, ListSearch, useListSearch } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { ProductName } from '../components/product-name';
import { Pill } from '../components/status-pill';

/** Catalogue products: search by name or code, filter by category and active flag. */
export function ProductsPage() {
  const search = useListSearch();
  const { params, q, page, update } = search;
  const categoryId = Number(params.get('category')) || undefined;
  const active = params.get('active') ?? '';
  const categories = useCategories();
  const query = useProducts({ q: q || undefined, category_id: categoryId, page });

  const rows = (query.data?.data ?? []).filter((p) =>
    active === 'yes' ? p.is_active : active === 'no' ? !p.is_active : true,
  );
  const columns: Column<AdminProduct>[] = [
    { header: 'Product', cell: (p) => <ProductName p={p} /> },
    { header: 'Code', cell: (p) => <span className="font-mono text-xs">{p.product_code}</span> },
    { header: 'Category', cell: (p) => p.category.name },
    {
      header: 'Metal',
      cell: (p) => `${p.metal_weight} g${p.product_is_diamond ? ` · ${p.diamond_weight} ct` : ''}`,
    },
    { header: 'List price', cell: (p) => formatRupees(p.price), numeric: true },
    {
      header: 'Status',
      cell: (p) => (
        <span className="flex flex-wrap gap-1">
          <Pill
            value={p.is_active ? 'contacted' : 'closed'}
            label={p.is_active ? 'Active' : 'Inactive'}
          />
          {p.best_seller && <Pill value="quoted" label="Best seller" />}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <Link to="/test" className="btn btn-outline">
              Test form
            </Link>
            <Link to="/admin/products/new" className="btn btn-primary">
              New product
            </Link>
          </>
        }
      />
      <ListSearch
        search={search}
        label="Search by name or code"
        placeholder="Search name or code"
        className="sm:grid-cols-[1fr_12rem_10rem_auto]"
      >
        <select
          aria-label="Category"
          value={categoryId ?? ''}
          onChange={(e) => update({ category: e.target.value || undefined })}
          className={DENSE_INPUT_CLASS}
        >
          <option value="">All categories</option>
          {categories.data?.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Active"
          value={active}
          onChange={(e) => update({ active: e.target.value || undefined })}
          className={DENSE_INPUT_CLASS}
        >
          <option value="">Active and inactive</option>
          <option value="yes">Active only</option>
          <option value="no">Inactive only</option>
        </select>
      </ListSearch>
      <ListResults
        query={query}
        rows={rows}
        empty="No products match."
        columns={columns}
        rowKey={(p) => p.id}
        caption="Products"
        title={(p) => <ProductName p={p} />}
        onPage={(n) => update({ page: String(n) })}
      />
    </>
  );
}
