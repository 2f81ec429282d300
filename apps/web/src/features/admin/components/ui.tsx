import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatRupees } from '@kanak/domain/money';
import { ApiError } from '../../../lib/api-client';

/** Denser than the storefront's inputs but still 44 px tall for fingers. */
export const INPUT =
  'block w-full min-h-tap rounded-xs border border-line-strong bg-pearl px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus-visible:border-maroon aria-invalid:border-danger';
export const BTN_SM = 'btn btn-outline px-3! py-1.5! text-xs!';
export const LINK = 'font-semibold text-maroon underline-offset-4 hover:underline';

export const rupees = (n: number) => formatRupees(n);

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
export const when = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '—';
export const day = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—');
export const words = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A failed admin call as the form shows it: one line plus the API's field errors. */
export interface Failure {
  message: string;
  fields: Record<string, string>;
}
export function toFailure(error: unknown): Failure {
  if (!(error instanceof ApiError))
    return { message: 'Something went wrong. Please try again.', fields: {} };
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.errors ?? {})) if (v[0]) fields[k] = v[0];
  return { message: error.message, fields };
}

/** The status line of a form: success in a polite region, failure as an alert. */
export function Status({ ok, error }: { ok?: string | null; error?: Failure | null }) {
  if (error)
    return (
      <p
        role="alert"
        className="rounded-xs border border-danger/40 bg-maroon-tint px-3 py-2 text-sm text-danger"
      >
        {error.message}
      </p>
    );
  return (
    <p
      role="status"
      className={
        ok
          ? 'rounded-xs border border-gold bg-gold-soft/40 px-3 py-2 text-sm font-semibold text-ink'
          : 'sr-only'
      }
    >
      {ok ?? ''}
    </p>
  );
}

/** A form's ok/error pair with helpers. */
export function useFormState() {
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  return {
    ok,
    error,
    fieldError: (name: string) => error?.fields[name],
    succeed: (message: string) => {
      setError(null);
      setOk(message);
    },
    fail: (e: unknown) => {
      setOk(null);
      setError(toFailure(e));
    },
    reset: () => {
      setOk(null);
      setError(null);
    },
  };
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs font-bold tracking-wide text-ink-soft uppercase">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <div className="mt-1">{children(describedBy, Boolean(error))}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <title>{`${title} · Kanak admin`}</title>
      <div>
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        {description && <p className="mt-1 max-w-prose text-sm text-ink-soft">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

export function Panel({
  title,
  id,
  children,
  className = '',
  actions,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-sm border border-line bg-pearl p-4 desktop:p-5 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2
          id={id}
          className="font-sans text-xs font-bold tracking-[0.18em] text-gold-ink uppercase"
        >
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        Loading…
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="skeleton h-12 rounded-xs" />
      ))}
    </div>
  );
}

export function LoadError({ error }: { error: unknown }) {
  return <Status error={toFailure(error)} />;
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-sm border border-dashed border-line-strong bg-pearl px-4 py-8 text-center text-sm text-ink-soft">
      {children}
    </p>
  );
}

const PILL: Record<string, string> = {
  pending_advance: 'border-gold bg-gold-soft/50 text-gold-ink',
  in_production: 'border-maroon/30 bg-maroon-tint text-maroon',
  balance_paid: 'border-maroon bg-maroon text-ivory',
  dispatched: 'border-line-strong bg-sand text-ink',
  delivered: 'border-line-strong bg-sand text-ink',
  cancelled: 'border-line-strong bg-pearl text-ink-muted',
  expired: 'border-line-strong bg-pearl text-ink-muted',
  new: 'border-maroon bg-maroon text-ivory',
  contacted: 'border-maroon/30 bg-maroon-tint text-maroon',
  quoted: 'border-gold bg-gold-soft/50 text-gold-ink',
  closed: 'border-line-strong bg-sand text-ink-muted',
};
export function Pill({ value, label }: { value: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-[0.6875rem] font-bold tracking-wider whitespace-nowrap uppercase ${PILL[value] ?? 'border-line-strong bg-sand text-ink'}`}
    >
      {label ?? words(value)}
    </span>
  );
}

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

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`mb-3 inline-flex min-h-tap items-center text-sm ${LINK}`}>
      ← {children}
    </Link>
  );
}

/**
 * The page's query string and a setter that replaces it (filters live in the URL, so a reload or
 * a shared link keeps them). Small on purpose: React Router's own hook would join the entry chunk.
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const set = (next: URLSearchParams) => {
    const text = next.toString();
    void navigate(
      { pathname: location.pathname, search: text ? `?${text}` : '' },
      { replace: true },
    );
  };
  return [params, set];
}
