import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLogout } from '../../../lib/session/use-logout';
import { paths } from '../../../lib/paths';

const NAV = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/workshop', label: 'Workshop' },
  { to: '/admin/rates', label: 'Rates' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/carousel', label: 'Carousel' },
  { to: '/admin/requests', label: 'Requests' },
  { to: '/admin/after-sale', label: 'After-sale' },
  { to: '/admin/gold-exchange', label: 'Old gold' },
  { to: '/admin/plans', label: 'Plans' },
  { to: '/admin/offers', label: 'Offers' },
  { to: '/admin/search', label: 'Search' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/holidays', label: 'Holidays' },
  { to: '/admin/outbox', label: 'Outbox' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-tap items-center rounded-xs px-3 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-maroon text-ivory' : 'text-ink hover:bg-maroon-tint hover:text-maroon'
  }`;

/** The back office's frame: a top bar on phones, a side column on desktop, then the page. */
export function AdminFrame({ name, children }: { name: string; children: ReactNode }) {
  const logout = useLogout();
  const extra = (
    <>
      <Link
        to="/test"
        className="flex min-h-tap items-center px-3 text-sm font-semibold whitespace-nowrap text-ink-soft hover:text-maroon"
      >
        Test form
      </Link>
      <Link
        to={paths.home}
        className="flex min-h-tap items-center px-3 text-sm font-semibold whitespace-nowrap text-ink-soft hover:text-maroon"
      >
        View shop
      </Link>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="flex min-h-tap items-center px-3 text-left text-sm font-semibold whitespace-nowrap text-ink-soft hover:text-maroon"
      >
        Log out
      </button>
    </>
  );
  return (
    <div className="min-h-dvh bg-ivory desktop:grid desktop:grid-cols-[13.5rem_1fr]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-sm border border-maroon bg-pearl px-4 py-3 text-sm font-bold text-maroon focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {/* Phones: a bar with the wordmark and a scrolling row of sections. */}
      <header className="sticky top-0 z-30 border-b border-line bg-pearl desktop:hidden">
        <div className="flex items-center justify-between px-3 pt-2">
          <Link to="/admin" className="font-display text-xl tracking-wordmark text-maroon">
            KANAK{' '}
            <span className="font-sans text-xs font-bold tracking-widest text-gold-ink uppercase">
              Admin
            </span>
          </Link>
          <span className="truncate pl-2 text-xs text-ink-muted">{name}</span>
        </div>
        <nav
          aria-label="Admin"
          className="flex snap-x gap-1 overflow-x-auto px-2 py-1.5 [scrollbar-width:none]"
        >
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={(s) => `${navClass(s)} snap-start`}
            >
              {item.label}
            </NavLink>
          ))}
          {extra}
        </nav>
      </header>
      {/* Desktop: a quiet side column. */}
      <div className="hidden border-r border-line bg-pearl desktop:block">
        <aside className="sticky top-0 flex h-dvh flex-col overflow-y-auto px-3 py-5">
          <Link to="/admin" className="px-3 font-display text-2xl tracking-wordmark text-maroon">
            KANAK
            <span className="block font-sans text-[0.6875rem] font-bold tracking-[0.22em] text-gold-ink uppercase">
              Back office
            </span>
          </Link>
          <nav aria-label="Admin" className="mt-6 flex flex-col gap-0.5">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={navClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-auto flex flex-col border-t border-line pt-3">
            <p className="truncate px-3 pb-1 text-xs text-ink-muted">Signed in as {name}</p>
            {extra}
          </div>
        </aside>
      </div>
      <main id="admin-main" tabIndex={-1} className="min-w-0 px-3 py-5 desktop:px-8 desktop:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
