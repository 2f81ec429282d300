import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { openAuthModal } from '../../auth/components/auth-slot';

interface OrdersFrameProps {
  eyebrow: string;
  title: string;
  documentTitle: string;
  children: ReactNode;
}

/** The frame of the order pages: a quiet heading, then the content. */
export function OrdersFrame({ eyebrow, title, documentTitle, children }: OrdersFrameProps) {
  return (
    <article aria-labelledby="orders-title" className="mx-auto max-w-5xl px-4 pt-10 pb-24 desktop:px-8 desktop:pt-14">
      <title>{`${documentTitle} · Kanak`}</title>
      <header className="text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="orders-title" className="mt-3 font-display text-3xl text-ink">
          {title}
        </h1>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
      </header>
      <div className="mt-8 desktop:mt-12">{children}</div>
    </article>
  );
}

/** A centred message with one action: signed out, empty, not found. */
export function OrdersNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-sm border border-line bg-pearl px-6 py-10 text-center">
      <p className="text-ink-soft">{message}</p>
      {children && <div className="mt-6 flex justify-center">{children}</div>}
    </div>
  );
}

/** SPEC §2: signed-out visitors get a Login button that opens the auth modal in place. */
export function LoginNotice({ message }: { message: string }) {
  return (
    <OrdersNotice message={message}>
      <button type="button" className="btn btn-primary" onClick={openAuthModal}>
        Login
      </button>
    </OrdersNotice>
  );
}

export function ShopNowLink() {
  return (
    <Link to={paths.home} className="btn btn-primary">
      Shop Now
    </Link>
  );
}

export function OrdersSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your orders" className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="skeleton h-32 rounded-sm" />
      ))}
    </div>
  );
}
