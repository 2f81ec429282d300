import type { ReactNode } from 'react';
import { formatRupees } from '@kanak/domain/money';
import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';
import { CancelForm } from './cancel-form';
import { DeliverButton } from './deliver-button';
import { DispatchForm } from './dispatch-form';
import { RefundForm } from './refund-form';
import { StageForm } from './stage-form';
import { WeightForm } from './weight-form';

/** The next steps this order's status allows (ARCHITECTURE §4 transitions). */
export function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const s = order.status;
  const open = s !== 'delivered' && s !== 'returned' && s !== 'cancelled' && s !== 'expired';
  const blocks: ReactNode[] = [];
  if (s === 'in_production')
    blocks.push(<StageForm key="stage" order={order} />, <WeightForm key="weight" order={order} />);
  if (s === 'in_production' && order.balance_amount > 0)
    blocks.push(
      <p key="wait" className="text-sm text-ink-soft">
        Dispatch opens once the customer has paid the balance of{' '}
        {formatRupees(order.balance_amount)}.
      </p>,
    );
  if (s === 'balance_paid') blocks.push(<DispatchForm key="dispatch" order={order} />);
  if (s === 'dispatched') blocks.push(<DeliverButton key="deliver" order={order} />);
  if (detail.refundable_amount > 0)
    blocks.push(
      <RefundForm
        key={`refund-${detail.refundable_amount}`}
        orderId={order.id}
        refundable={detail.refundable_amount}
      />,
    );
  if (open) blocks.push(<CancelForm key="cancel" orderId={order.id} />);
  return (
    <Panel title="Actions" id="o-actions" className="border-maroon/40">
      {blocks.length === 0 ? (
        <p className="text-sm text-ink-soft">Nothing left to do on this order.</p>
      ) : (
        <div className="space-y-4 divide-y divide-line [&>*+*]:pt-4">{blocks}</div>
      )}
    </Panel>
  );
}
