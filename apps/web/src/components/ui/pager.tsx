import { BTN_SM } from './class-names';

/** Previous / next through a paged list, with 'Page 2 of 5 · 112 in all'. */
export function Pager({
  meta,
  onPage,
}: {
  meta: { total: number; page: number; per_page: number };
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  if (pages <= 1) return <p className="mt-3 text-xs text-ink-muted">{meta.total} in all</p>;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        className={BTN_SM}
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        Previous
      </button>
      <span className="text-ink-soft">
        Page {meta.page} of {pages} · {meta.total} in all
      </span>
      <button
        type="button"
        className={BTN_SM}
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
