import { MESSAGES } from '@kanak/domain/messages';
import { useOrders } from '../api/get-orders';
import { OrderRow } from '../components/order-row';
import {
  LoginNotice,
  PageFrame,
  Notice,
  ListSkeleton,
  ShopNowLink,
} from '../../../components/layouts/account-frame';
import { useAccountState } from '../../../lib/session/use-me';

/** SPEC §2 /myorder: the customer's orders, newest first, each opening its detail. */
export function MyOrdersPage() {
  const account = useAccountState();
  const orders = useOrders(account.kind === 'signed-in');

  return (
    <PageFrame width="medium" eyebrow="Your account" title="My orders" documentTitle="My orders">
      {account.kind === 'signed-out' ? (
        <LoginNotice message="Please log in to see your orders." />
      ) : account.kind === 'checking' || orders.isPending ? (
        <ListSkeleton label="Loading your orders" />
      ) : orders.isError ? (
        <Notice message={orders.error.message} />
      ) : orders.data.orders.length === 0 ? (
        <Notice message={MESSAGES.empty.noOrder}>
          <ShopNowLink />
        </Notice>
      ) : (
        <>
          <p className="mb-5 text-center text-sm text-ink-soft">
            Every Kanak piece is made to order and delivered in 15 working days.
          </p>
          <ul className="space-y-4">
            {orders.data.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
