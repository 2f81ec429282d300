import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { useOrderActionForm } from './use-order-action-form';

/** Marks a dispatched order delivered. */
export function DeliverButton({ order }: { order: AdminOrderDetail['order'] }) {
  const { run, form, busy } = useOrderActionForm(order.id);
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-soft">
        With {order.courier}, tracking <span className="font-mono">{order.tracking_number}</span>.
      </p>
      <StatusLine error={form.error} />
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={busy}
        onClick={() => run('deliver')}
      >
        Mark delivered
      </button>
    </div>
  );
}
