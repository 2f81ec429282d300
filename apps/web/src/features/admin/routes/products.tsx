import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@kanak/domain/money';
import { type Column, DataList } from '../../../components/ui/data-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { Pager } from '../../../components/ui/pager';
import { useUrlSearch } from '../../../lib/use-url-search';
import { useCategories, useProducts, type AdminProduct } from '../api';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { ProductName } from '../components/product-name';
import { Pill } from '../components/status-pill';

/** Catalogue products: search by name or code, filter by category and active flag. */
export function ProductsPage() {
  const [params, updateSearch] = useUrlSearch();
  const q = params.get('q') ?? '';
  const categoryId = Number(params.get('category')) || undefined;
  const active = params.get('active') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const categories = useCategories();
  const query = useProducts({ q: q || undefined, category_id: categoryId, page });

  const update = (changes: Record<string, string | undefined>) =>
    void updateSearch((next) => {
      for (const [k, v] of Object.entries(changes))
        if (v) next.set(k, v);
        else next.delete(k);
      if (!('page' in changes)) next.delete('page');
    });

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
      <form
        role="search"
        className="mb-4 grid gap-2 sm:grid-cols-[1fr_12rem_10rem_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: text.trim() || undefined });
        }}
      >
        <input
          aria-label="Search by name or code"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search name or code"
          className={DENSE_INPUT_CLASS}
        />
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
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : rows.length === 0 ? (
        <EmptyState>No products match.</EmptyState>
      ) : (
        <>
          <DataList
            rows={rows}
            columns={columns}
            rowKey={(p) => p.id}
            caption="Products"
            title={(p) => <ProductName p={p} />}
          />
          <Pager meta={query.data.meta} onPage={(n) => update({ page: String(n) })} />
        </>
      )}
    </>
  );
}
