import type { ReactNode } from 'react';
import { formatWeight } from '../../../../lib/format-weight';
import { Panel } from '../../../../components/ui/panel';
import type { MetalResponse } from '../../workshop-api';
import { fineGold, karatLabel } from '../../utils/workshop';

/** Stock per karat (its weight and the fine gold in it) and the total in fine gold (decision 051). */
export function StockPanel({
  stock,
  actions,
}: {
  stock: MetalResponse['stock'];
  actions?: ReactNode;
}) {
  return (
    <Panel title="Gold in stock" id="w-stock" actions={actions}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stock.by_karat.map((k) => (
          <div key={k.karat} className="rounded-xs border border-line px-3 py-2">
            <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">
              {karatLabel(k.karat)}
            </dt>
            <dd className="font-display text-2xl text-ink lining-nums tabular-nums">
              {formatWeight(k.weight_g, 'g')}
            </dd>
            <dd className="text-xs text-ink-soft tabular-nums">{fineGold(k.fine_mg)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 border-t border-line pt-3 text-sm">
        <span className="text-ink-soft">All karats in fine gold: </span>
        <strong className="tabular-nums" data-testid="fine-stock">
          {formatWeight(stock.fine_mg / 1000, 'g')}
        </strong>
      </p>
    </Panel>
  );
}
