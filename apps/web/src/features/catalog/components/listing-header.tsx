import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ProductCardSkeleton } from './product-card';

interface ListingHeaderProps {
  eyebrow: string;
  /** Undefined while the name is still loading: a quiet placeholder keeps the layout still. */
  title: string | undefined;
  /** How many pieces match, once known. */
  total?: number;
  children?: ReactNode;
}

/** The top of a listing: breadcrumb, eyebrow, serif title, gold rule and the number of pieces. */
export function ListingHeader({ eyebrow, title, total, children }: ListingHeaderProps) {
  return (
    <header className="pt-5 pb-7 text-center desktop:pt-8 desktop:pb-10">
      {title && <title>{`${title} · Kanak`}</title>}
      <nav aria-label="Breadcrumb" className="text-xs text-ink-muted">
        <ol className="inline-flex items-center gap-2">
          <li>
            <Link
              to={paths.home}
              className="inline-flex min-h-tap items-center underline-offset-4 hover:text-maroon hover:underline"
            >
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="max-w-[16rem] truncate text-ink-soft">
            {title ?? '…'}
          </li>
        </ol>
      </nav>
      <p className="eyebrow mt-1">{eyebrow}</p>
      {title ? (
        <h1 className="mt-3 font-display text-3xl break-words lining-nums text-ink">{title}</h1>
      ) : (
        <div aria-hidden="true" className="skeleton mx-auto mt-3 h-10 w-56 rounded-xs" />
      )}
      <span aria-hidden="true" className="ornament mx-auto mt-4" />
      <p className="mt-4 min-h-6 text-sm text-ink-soft">
        {total ? `${total} ${total === 1 ? 'piece' : 'pieces'}` : ''}
      </p>
      {children}
    </header>
  );
}

/** A listing whose subject is still being worked out (the categories are on their way). */
export function ListingSkeleton({ eyebrow, title }: { eyebrow: string; title?: string }) {
  return (
    <div className="mx-auto max-w-page px-4 pb-24 desktop:px-8" aria-busy="true">
      <ListingHeader eyebrow={eyebrow} title={title} />
      <p role="status" className="sr-only">
        Loading pieces…
      </p>
      <div className="grid grid-cols-2 gap-x-3 gap-y-9 sm:gap-x-5 desktop:grid-cols-3 desktop:gap-x-6 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
