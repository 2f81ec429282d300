import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { paths } from '../../../lib/paths';
import { AdminFrame } from '../components/admin-frame';
import { useViewer } from '../hooks/use-viewer';

const NO_ACCESS = 'You do not have access to this.';

/**
 * The back office's layout route (issue 7), for admins only: the pages below /admin render in its
 * frame. A visitor is sent to the login page (and back here after); a customer is told plainly
 * that this is not for them.
 */
export function AdminLayout() {
  const viewer = useViewer();
  const location = useLocation();
  if (viewer.kind === 'checking')
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <LoadingRows />
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
      <Outlet />
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
