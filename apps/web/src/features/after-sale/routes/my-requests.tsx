import { Link } from 'react-router';
import { ListSkeleton, LoginNotice, Notice, PageFrame } from '../../../components/layouts/account-frame';
import { paths } from '../../../lib/paths';
import { useAccountState } from '../../../lib/session/use-me';
import { useAfterSaleRequests } from '../api/get-after-sale';
import { RequestCard } from '../components/request-card';

/** /myrequests: every return, exchange, buyback and maintenance request, with each step's date. */
export function MyRequestsPage() {
  const account = useAccountState();
  const query = useAfterSaleRequests(account.kind === 'signed-in');
  const frame = (children: React.ReactNode) => (
    <PageFrame width="medium" eyebrow="After the sale" title="My Requests" documentTitle="My Requests">
      {children}
    </PageFrame>
  );
  if (account.kind === 'signed-out') return frame(<LoginNotice message="Please log in to see your requests." />);
  if (account.kind === 'checking' || query.isPending) return frame(<ListSkeleton label="Loading your requests" />);
  if (query.isError) return frame(<Notice message={query.error.message} />);
  const { requests } = query.data;
  if (requests.length === 0) {
    return frame(
      <Notice message="You have no return, exchange, buyback or maintenance requests. Ask for one from a delivered order.">
        <Link to={paths.myOrders} className="btn btn-primary">
          My Orders
        </Link>
      </Notice>,
    );
  }
  return frame(
    <div className="space-y-5">
      {requests.map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
    </div>,
  );
}
