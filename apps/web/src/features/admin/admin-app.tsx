import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate, useParams } from 'react-router';
import { useLogout } from '../auth/api/use-logout';
import { paths } from '../../lib/paths';
import { Loading } from './components/ui';
import { CarouselPage } from './pages/carousel';
import { CategoriesPage } from './pages/categories';
import { CustomerDetailPage, CustomersPage } from './pages/customers';
import { DashboardPage } from './pages/dashboard';
import { OrderDetailPage } from './pages/order-detail';
import { OrdersPage } from './pages/orders';
import { ProductEditPage } from './pages/product-edit';
import { ProductsPage } from './pages/products';
import { RatesPage } from './pages/rates';
import { RequestsPage } from './pages/requests';
import { useViewer } from './use-role';

export const NO_ACCESS = 'You do not have access to this.';

const NAV = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/rates', label: 'Rates' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/carousel', label: 'Carousel' },
  { to: '/admin/requests', label: 'Requests' },
  { to: '/admin/customers', label: 'Customers' },
];

/**
 * The back office (issue 7): one lazy chunk under /admin, for admins only. A visitor is sent to
 * the login page (and back here after); a customer is told plainly that this is not for them.
 */
export function AdminApp() {
  const viewer = useViewer();
  const location = useLocation();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (viewer.kind === 'checking')
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <Loading />
      </main>
    );
  if (viewer.kind === 'signed-out') return <ToLogin from={location.pathname + location.search} />;
  const { user } = viewer;
  if (user.role !== 'admin') {
    return (
      <main id="admin-main" className="mx-auto max-w-xl px-5 py-24 text-center">
        <title>No access · Kanak</title>
        <h1 className="font-display text-3xl text-ink">{NO_ACCESS}</h1>
        <span aria-hidden="true" className="ornament mx-auto mt-5" />
        <Link to={paths.home} className="btn btn-primary mt-8">
          Go to home
        </Link>
      </main>
    );
  }
  return (
    <AdminFrame name={user.name}>
      <AdminPage path={path} />
    </AdminFrame>
  );
}

/** Sends a visitor to the login page, which brings them back here after (`state.from`). */
function ToLogin({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.login, { replace: true, state: { from } });
  }, [navigate, from]);
  return null;
}

/*
 * The admin pages by path below /admin. A plain switch rather than <Routes>: descendant route
 * matching would pull more of React Router into the storefront's entry chunk (budget, ARCHITECTURE §6).
 */
function AdminPage({ path }: { path: string }) {
  const [section = '', id, extra] = path.split('/');
  const numeric = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  if (extra === undefined) {
    if (section === '' && id === undefined) return <DashboardPage />;
    if (id === undefined) {
      switch (section) {
        case 'rates':
          return <RatesPage />;
        case 'products':
          return <ProductsPage />;
        case 'categories':
          return <CategoriesPage />;
        case 'carousel':
          return <CarouselPage />;
        case 'orders':
          return <OrdersPage />;
        case 'requests':
          return <RequestsPage />;
        case 'customers':
          return <CustomersPage />;
      }
    }
    if (section === 'products' && id === 'new') return <ProductEditPage id={null} />;
    if (numeric !== null) {
      if (section === 'products') return <ProductEditPage key={numeric} id={numeric} />;
      if (section === 'orders') return <OrderDetailPage key={numeric} id={numeric} />;
      if (section === 'customers') return <CustomerDetailPage key={numeric} id={numeric} />;
    }
  }
  return <p className="py-10 text-ink-soft">This admin page does not exist.</p>;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-tap items-center rounded-xs px-3 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-maroon text-ivory' : 'text-ink hover:bg-maroon-tint hover:text-maroon'
  }`;

function AdminFrame({ name, children }: { name: string; children: ReactNode }) {
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
        <aside className="sticky top-0 flex h-dvh flex-col px-3 py-5">
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
