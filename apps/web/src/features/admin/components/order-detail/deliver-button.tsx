import { RETURN_WINDOW_DAYS } from '@kanak/domain/after-sale';
import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { ConfirmStep, useConfirm } from '../confirm-step';
import { useOrderActionForm } from './use-order-action-form';

/** What marking the order delivered does, said before it is done. */
export const deliverQuestion = (orderId: number) =>
  `Mark order #${orderId} delivered? The customer is told, and the ${RETURN_WINDOW_DAYS}-day return window starts today.`;

/** Marks a dispatched order delivered, after a confirm step: it cannot be taken back. */
export function DeliverButton({ order }: { order: AdminOrderDetail['order'] }) {
  const { run, form, busy } = useOrderActionForm(order.id);
  const id = `deliver-${order.id}`;
  const confirm = useConfirm<'deliver'>(id);
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-soft">
        With {order.courier}, tracking <span className="font-mono">{order.tracking_number}</span>.
      </p>
      <StatusLine error={form.error} />
      {confirm.asking ? (
        <ConfirmStep
          id={id}
          question={deliverQuestion(order.id)}
          confirmLabel="Mark delivered"
          busy={busy}
          onConfirm={() => run('deliver', undefined, confirm.close)}
          onCancel={confirm.close}
        />
      ) : (
        <button id={confirm.triggerId('deliver')} type="button" className="btn btn-primary w-full" disabled={busy} onClick={() => confirm.ask('deliver')}>
          Mark delivered…
        </button>
      )}
    </div>
  );
}
