import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';
import { when } from '../../utils/format';

/** Courier, tracking and dates, once the order has been dispatched. */
export function ShipmentPanel({ order }: { order: AdminOrderDetail['order'] }) {
  return (
    <Panel title="Shipment" id="o-shipment">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">Courier</dt>
        <dd>{order.courier ?? '—'}</dd>
        <dt className="text-ink-soft">Tracking number</dt>
        <dd className="font-mono">{order.tracking_number ?? '—'}</dd>
        <dt className="text-ink-soft">Dispatched</dt>
        <dd>{when(order.dispatched_at)}</dd>
        <dt className="text-ink-soft">Delivered</dt>
        <dd>{when(order.delivered_at)}</dd>
      </dl>
    </Panel>
  );
}
