import { formatRupees } from '@kanak/domain/money';
import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';
import { ItemRow } from './item-row';

/** The pieces at their locked prices, then the order's totals and weights. */
export function PiecesPanel({ order }: { order: AdminOrderDetail['order'] }) {
  return (
    <Panel title="Pieces (price locked at order)" id="o-items">
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <ItemRow key={item.id} item={item} huids={order.huids[String(item.id)] ?? []} />
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-3 text-sm">
        <dt className="font-bold text-ink">Order total</dt>
        <dd className="text-right font-bold tabular-nums">{formatRupees(order.total_price)}</dd>
        <dt className="text-ink-soft">Advance</dt>
        <dd className="text-right tabular-nums">{formatRupees(order.first_payment_amount)}</dd>
        <dt className="text-ink-soft">Balance</dt>
        <dd className="text-right tabular-nums">{formatRupees(order.balance_amount)}</dd>
        <dt className="text-ink-soft">Ordered weight</dt>
        <dd className="text-right tabular-nums">
          {order.ordered_metal_weight} g · {order.ordered_diamond_weight} ct
        </dd>
        {order.finished_metal_weight !== null && (
          <>
            <dt className="text-ink-soft">Finished weight</dt>
            <dd className="text-right tabular-nums">
              {order.finished_metal_weight} g
              {order.finished_diamond_weight !== null
                ? ` · ${order.finished_diamond_weight} ct`
                : ''}
            </dd>
          </>
        )}
      </dl>
    </Panel>
  );
}
