import { formatRupees } from '@kanak/domain/money';
import { discountLines, finishedWeightLines, type PriceLine } from '@kanak/domain/order-price-lines';
import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';
import { ItemRow } from './item-row';

/** The offer's or the finished weight's lines, which foot to the order total below (issue 35 #13). */
function Lines({ lines: all, label }: { lines: PriceLine[]; label: string }) {
  const lines = all.filter((l) => !l.total);
  if (lines.length === 0) return null;
  return (
    <dl aria-label={label} className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-3 text-sm">
      {lines.map((l) => (
        <div key={l.label} className="contents">
          <dt className={l.total ? 'font-semibold text-ink' : 'text-ink-soft'}>{l.label}</dt>
          <dd className={`text-right tabular-nums ${l.total ? 'font-semibold' : ''} ${l.amount < 0 ? 'text-maroon' : ''}`}>
            {l.amount < 0 ? `− ${formatRupees(-l.amount)}` : l.change ? `+ ${formatRupees(l.amount)}` : formatRupees(l.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The pieces at their locked prices, the offer and code that cut them, then the order's totals and weights. */
export function PiecesPanel({ order }: { order: AdminOrderDetail['order'] }) {
  return (
    <Panel title="Pieces (price locked at order)" id="o-items">
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <ItemRow key={item.id} item={item} huids={order.huids[String(item.id)] ?? []} />
        ))}
      </ul>
      <Lines lines={discountLines(order)} label="Offer" />
      <Lines lines={finishedWeightLines(order)} label="Finished weight" />
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
        {order.workshop_net_weight !== null && (
          <>
            <dt className="text-ink-soft">From the workshop (net)</dt>
            <dd className="text-right tabular-nums">
              {order.workshop_net_weight} g
              {order.finished_weight_mismatch && (
                <span className="block text-xs text-danger">Differs from the finished weight</span>
              )}
            </dd>
          </>
        )}
        {order.finished_weight_reason && (
          <>
            <dt className="text-ink-soft">Why the weights differ</dt>
            <dd className="text-right">{order.finished_weight_reason}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}
