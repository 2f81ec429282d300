import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** A table on desktop, a stack of cards on phones (360 px): the same columns either way. */
export function DataList<T>({
  rows,
  columns,
  rowKey,
  caption,
  title,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  title: (row: T) => ReactNode;
}) {
  return (
    <>
      <ul aria-label={caption} className="space-y-2 desktop:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-sm border border-line bg-pearl p-3">
            <div className="mb-2 text-sm font-bold text-ink">{title(row)}</div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns.slice(1).map((c) => (
                <div key={c.header} className="contents">
                  <dt className="text-xs font-semibold text-ink-muted">{c.header}</dt>
                  <dd className="min-w-0 text-ink">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-sm border border-line bg-pearl desktop:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sand/70 text-xs tracking-wide text-ink-soft uppercase">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={`px-3 py-2.5 font-bold ${c.numeric ? 'text-right' : ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-ivory">
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={`px-3 py-2.5 align-middle ${c.numeric ? 'text-right tabular-nums' : ''}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
