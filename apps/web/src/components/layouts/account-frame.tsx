import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AccountUser } from '@kanak/domain/contract/auth';
import { paths } from '../../lib/paths';
import { openAuthModal } from '../../lib/session/auth-prompt';
import { useAccountState } from '../../lib/session/use-me';

interface PageFrameProps {
  eyebrow: string;
  title: string;
  documentTitle: string;
  children: ReactNode;
  /** `page`: a list beside a summary; `medium`: orders; `narrow`: a single column. */
  width?: 'page' | 'medium' | 'narrow';
}

const WIDTHS = { page: 'max-w-page', medium: 'max-w-5xl', narrow: 'max-w-3xl' } as const;

/** The frame of the signed-in customer's pages (cart, wishlist, address, orders): a quiet heading, then content. */
export function PageFrame({
  eyebrow,
  title,
  documentTitle,
  children,
  width = 'page',
}: PageFrameProps) {
  return (
    <article
      aria-labelledby="page-title"
      className={`mx-auto px-4 pt-8 pb-24 desktop:px-8 desktop:pt-14 ${WIDTHS[width]}`}
    >
      <title>{`${documentTitle} · Kanak`}</title>
      <header className="text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 font-display text-3xl text-ink desktop:text-4xl">
          {title}
        </h1>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
      </header>
      <div className="mt-8 desktop:mt-12">{children}</div>
    </article>
  );
}

/** A centred message with one action: signed out, empty. */
export function Notice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-sm border border-line bg-pearl px-6 py-12 text-center">
      <p className="text-lg text-ink-soft">{message}</p>
      {children && <div className="mt-7 flex justify-center">{children}</div>}
    </div>
  );
}

/** SPEC §2: signed-out visitors get a login button that opens the auth modal in place. */
export function LoginNotice({ message }: { message: string }) {
  return (
    <Notice message={message}>
      <button type="button" className="btn btn-primary" onClick={() => openAuthModal()}>
        Login
      </button>
    </Notice>
  );
}

export function ShopNowLink() {
  return (
    <Link to={paths.home} className="btn btn-primary">
      Shop Now
    </Link>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="skeleton h-36 rounded-sm" />
      ))}
    </div>
  );
}

/**
 * A signed-in customer's list: its skeleton while loading, its failure with Try again, the empty
 * message with Shop Now, else `children` with what was loaded.
 */
export function ListQuery<D extends { data: unknown[] }>({
  query,
  loadingLabel,
  emptyMessage,
  children,
}: {
  query: UseQueryResult<D>;
  loadingLabel: string;
  emptyMessage: string;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError) {
    return (
      <Notice message={query.error.message}>
        <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </Notice>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <Notice message={emptyMessage}>
        <ShopNowLink />
      </Notice>
    );
  }
  return children(query.data);
}

/**
 * SPEC §2's gate for the customer's pages: a login button when signed out, a skeleton while the
 * session is being checked, else the page for the signed-in user.
 */
export function SignedIn({
  loginMessage,
  loadingLabel,
  children,
}: {
  loginMessage: string;
  loadingLabel: string;
  children: (user: AccountUser) => ReactNode;
}) {
  const account = useAccountState();
  if (account.kind === 'signed-out') return <LoginNotice message={loginMessage} />;
  if (account.kind === 'checking') return <ListSkeleton label={loadingLabel} />;
  return children(account.user);
}
