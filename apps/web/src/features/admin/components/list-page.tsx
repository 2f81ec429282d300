import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Column, DataList } from '../../../components/ui/data-list';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { useUrlSearch } from '../../../lib/use-url-search';
import { QueryView } from './query-view';

/**
 * A back-office list's search in the query string: `q`, `page` and the page's own filters. A
 * change of anything but the page goes back to the first page.
 */
export function useListSearch() {
  const [params, updateSearch] = useUrlSearch();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const update = (changes: Record<string, string | undefined>) =>
    void updateSearch((next) => {
      for (const [k, v] of Object.entries(changes))
        if (v) next.set(k, v);
        else next.delete(k);
      if (!('page' in changes)) next.delete('page');
    });
  return { params, q, page, text, setText, update };
}

/** The list's search form: the text box, the page's own filters (`children`) and Search. */
export function ListSearch({
  search,
  label,
  placeholder,
  className,
  children,
}: {
  search: ReturnType<typeof useListSearch>;
  label: string;
  placeholder: string;
  /** The grid's columns, as Tailwind classes. */
  className: string;
  children?: ReactNode;
}) {
  return (
    <form
      role="search"
      className={`mb-4 grid gap-2 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        search.update({ q: search.text.trim() || undefined });
      }}
    >
      <input
        aria-label={label}
        type="search"
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        placeholder={placeholder}
        className={DENSE_INPUT_CLASS}
      />
      {children}
      <button type="submit" className="btn btn-outline">
        Search
      </button>
    </form>
  );
}

/** A page of the list: loading, its error, nothing found, or the rows and the pager. */
export function ListResults<T>({
  query,
  rows,
  empty,
  onPage,
  ...list
}: {
  query: UseQueryResult<{ data: T[]; meta: { total: number; page: number; per_page: number } }>;
  /** The rows shown, when the page filters the loaded ones further. */
  rows?: T[];
  empty: string;
  onPage: (page: number) => void;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  title: (row: T) => ReactNode;
}) {
  return (
    <QueryView query={query} isEmpty={(data) => (rows ?? data.data).length === 0} empty={empty}>
      {(data) => (
        <>
          <DataList rows={rows ?? data.data} {...list} />
          <Pager meta={data.meta} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}
