import { PRODUCTION_STAGE_LABELS } from '@kanak/domain/order-states';
import { orderStory } from '@kanak/domain/order-story';
import { BackLink } from '../../../components/ui/back-link';
import { useOrder, type AdminOrderDetail } from '../api';
import { AdminNotFound } from '../components/admin-not-found';
import { AfterSalePanel } from '../components/order-detail/after-sale-panel';
import { CustomerPanel } from '../components/order-detail/customer-panel';
import { DocumentsPanel } from '../components/order-detail/documents-panel';
import { OrderActions } from '../components/order-detail/order-actions';
import { PaymentsPanel } from '../components/order-detail/payments-panel';
import { PiecesPanel } from '../components/order-detail/pieces-panel';
import { ShipmentPanel } from '../components/order-detail/shipment-panel';
import { TaxDocumentsPanel } from '../components/order-detail/tax-documents-panel';
import { WorkshopPanel } from '../components/order-detail/workshop-panel';
import { PageHeader } from '../components/page-header';
import { Pill } from '../components/status-pill';
import { useIdParam } from '../hooks/use-id-param';
import { when } from '../utils/format';
import { QueryView } from '../components/query-view';

/** One order as the shop sees it: who, what at which locked price, money, documents, next steps. */
export function OrderDetailPage() {
  const id = useIdParam();
  if (id === null) return <AdminNotFound />;
  return <OrderDetail key={id} id={id} />;
}

function OrderDetail({ id }: { id: number }) {
  const query = useOrder(id);
  return (
    <>
      <BackLink to="/admin/orders">All orders</BackLink>
      <QueryView query={query}>
        {(data) => (
        <OrderView detail={data} />
        )}
      </QueryView>
    </>
  );
}

function OrderView({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const story = orderStory(order);
  const making = order.status === 'in_production' || order.status === 'balance_paid';
  return (
    <>
      <PageHeader title={`Order #${order.id}`} description={`Placed ${when(order.created_at)}`} />
      <div className="mb-4 flex flex-wrap items-center gap-2" aria-label="Order status">
        <Pill value={order.status} label={story.badge} />
        {order.production_stage && making && (
          <span className="text-sm font-semibold text-maroon">
            Stage: {PRODUCTION_STAGE_LABELS[order.production_stage]}
          </span>
        )}
        {order.cancel_reason && (
          <span className="text-sm text-ink-soft">Reason: {order.cancel_reason}</span>
        )}
        <span className="w-full text-sm text-ink-soft">
          The customer reads: <q className="text-ink">{story.headline}</q>
        </span>
      </div>
      <div className="grid gap-4 desktop:grid-cols-[1fr_22rem] desktop:items-start">
        <div className="min-w-0 space-y-4">
          <PiecesPanel order={order} />
          <WorkshopPanel order={order} />
          <PaymentsPanel detail={detail} />
          {(order.courier || order.delivered_at) && <ShipmentPanel order={order} />}
        </div>
        <div className="min-w-0 space-y-4">
          <OrderActions detail={detail} />
          <CustomerPanel detail={detail} />
          <TaxDocumentsPanel orderId={order.id} />
          {order.status === 'delivered' && <AfterSalePanel orderId={order.id} />}
          <DocumentsPanel documents={detail.documents} />
        </div>
      </div>
    </>
  );
}
