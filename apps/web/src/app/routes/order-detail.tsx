import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { DELIVERY_WORKING_DAYS, formatIndiaDate } from '@kanak/domain/calendar';
import { MESSAGES } from '@kanak/domain/messages';
import { paths } from '../../lib/paths';
import { useOrder } from '../../features/orders/api/get-orders';
import { BuybackBlock } from '../../features/orders/components/buyback-block';
import { DesignBlock } from '../../features/orders/components/design-block';
import { AfterSaleBlock } from '../../features/after-sale/components/after-sale-block';
import {
  FirstPaymentBlock,
  ShipmentBlock,
  ShippingBlock,
} from '../../features/orders/components/order-blocks';
import { PaymentsBlock } from '../../features/orders/components/payments-block';
import { PriceBlock } from '../../features/orders/components/price-block';
import { TaxDocumentsBlock } from '../../features/orders/components/tax-documents-block';
import { OrderActions } from './order-actions';
import { OrderItemCard } from '../../features/orders/components/order-item-card';
import { orderDate, orderStatus } from '../../features/orders/components/order-status';
import {
  LoginNotice,
  PageFrame,
  Notice,
  ListSkeleton,
  ShopNowLink,
} from '../../components/layouts/account-frame';
import { ProductionTracker } from '../../features/orders/components/production-tracker';
import { StatusBadge } from '../../features/orders/components/status-badge';
import { useAccountState } from '../../lib/session/use-me';

/** SPEC §2 /viewdetail/{id}: the pieces, where they go, what is paid, and how the making goes. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const account = useAccountState();
  const query = useOrder(id, account.kind === 'signed-in');
  const title = Number.isInteger(id) && id > 0 ? `Order #${id}` : 'Order';

  if (account.kind === 'signed-out') {
    return (
      <PageFrame width="medium" eyebrow="Order detail" title={title} documentTitle="Order detail">
        <LoginNotice message={MESSAGES.empty.orderDetailLoggedOut} />
      </PageFrame>
    );
  }
  const notFound =
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return (
      <PageFrame width="medium" eyebrow="Order detail" title="Order" documentTitle="Order detail">
        <Notice message={MESSAGES.empty.noOrder}>
          <ShopNowLink />
        </Notice>
      </PageFrame>
    );
  }
  if (account.kind === 'checking' || query.isPending) {
    return (
      <PageFrame width="medium" eyebrow="Order detail" title={title} documentTitle="Order detail">
        <ListSkeleton label="Loading your orders" />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame width="medium" eyebrow="Order detail" title={title} documentTitle="Order detail">
        <Notice message={query.error.message} />
      </PageFrame>
    );
  }

  const { order } = query.data;
  const story = orderStatus(order);
  const live = order.status !== 'cancelled' && order.status !== 'expired';
  const awaitingDelivery = live && order.status !== 'delivered' && order.status !== 'dispatched';
  // ARCHITECTURE §10: while the piece is at CAD its design leads the page (first on a phone).
  const designFirst = live && order.production_stage === 'cad' && order.designs.length > 0;
  return (
    <PageFrame
      width="medium"
      eyebrow={`Placed ${orderDate(order)}`}
      title={title}
      documentTitle={title}
    >
      <Link
        to={paths.myOrders}
        className="mb-6 inline-flex min-h-tap items-center text-sm font-semibold text-maroon underline-offset-4 hover:underline"
      >
        ← All orders
      </Link>
      <section
        aria-labelledby="order-status-title"
        className={`mb-6 rounded-sm border p-5 desktop:p-6 ${live ? 'border-gold/60 bg-gold-soft/25' : 'border-line bg-sand/60'}`}
      >
        <h2 id="order-status-title" className="sr-only">
          Order status
        </h2>
        <StatusBadge label={story.badge} tone={story.tone} />
        {/* The one story (order-story): the API's order_message ('Order will dispatch today.' on a
            balance paid while the piece was still being designed) is no longer shown. */}
        <p className="mt-3 font-display text-2xl text-ink">{story.headline}</p>
        {story.detail && <p className="mt-1 text-sm text-ink-soft">{story.detail}</p>}
        {awaitingDelivery && (
          <p className="mt-1 text-sm text-ink-soft">
            {order.delivery_by ? (
              <>
                Delivery by <strong className="text-ink">{formatIndiaDate(order.delivery_by)}</strong>
              </>
            ) : (
              `Your order will be delivered in ${DELIVERY_WORKING_DAYS} working days once the advance is paid.`
            )}
          </p>
        )}
        {awaitingDelivery && order.delivery_by && order.delivery_note && (
          <p className="mt-1 text-sm text-ink-soft">{order.delivery_note}</p>
        )}
      </section>
      {designFirst && (
        <div className="mb-6">
          <DesignBlock order={order} />
        </div>
      )}
      <div className="grid gap-6 desktop:grid-cols-[1fr_20rem] desktop:items-start">
        <div className="space-y-6">
          <section
            aria-labelledby="items-title"
            className="rounded-sm border border-line bg-pearl p-5 desktop:p-6"
          >
            <h2 id="items-title" className="eyebrow">
              Your pieces
            </h2>
            <ul className="mt-5 divide-y divide-line">
              {order.items.map((item) => (
                <OrderItemCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
          {live && <ProductionTracker order={order} />}
          {live && !designFirst && <DesignBlock order={order} folded />}
          {(order.status === 'delivered' || order.status === 'returned') && <AfterSaleBlock order={order} />}
        </div>
        <div className="space-y-6">
          {account.kind === 'signed-in' && <OrderActions order={order} user={account.user} />}
          <ShipmentBlock order={order} />
          {order.status === 'delivered' && <BuybackBlock orderId={order.id} />}
          <PriceBlock order={order} />
          <PaymentsBlock order={order} />
          <TaxDocumentsBlock orderId={order.id} />
          <FirstPaymentBlock order={order} />
          <ShippingBlock address={order.address} />
        </div>
      </div>
    </PageFrame>
  );
}
