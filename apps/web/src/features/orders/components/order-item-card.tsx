import type { OrderItem } from '@kanak/domain/contract/orders';
import { DEFAULT_CART_CLARITY } from '@kanak/domain/catalog';
import { formatRupees } from '@kanak/domain/money';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { itemImage } from './order-status';

/** SPEC §2 order detail: one ordered piece with the options and weights locked at ordering. */
export function OrderItemCard({ item }: { item: OrderItem }) {
  const image = itemImage(item);
  const facts: [string, string][] = [
    ['Quantity', String(item.quantity)],
    ...(item.ring_size ? ([['Ring size', String(item.ring_size)]] as [string, string][]) : []),
    ['Metal weight', `${item.metal_weight} g`],
    ['Gold type', item.gold_type.replace(/_/g, ' ')],
    ['Gold carat', item.gold_carat || 'N/A'],
    ['Diamond clarity', item.diamond_clarity || DEFAULT_CART_CLARITY],
    ['Diamond weight', `${item.diamond_weight} ct`],
  ];
  return (
    <li className="flex flex-col gap-4 py-5 first:pt-0 last:pb-0 sm:flex-row sm:gap-6">
      <div className="aspect-square w-full max-w-48 shrink-0 overflow-hidden rounded-xs bg-sand sm:w-36">
        {image && <ResponsiveImage src={image} alt={item.name} sizes="(min-width: 640px) 144px, 192px" className="size-full object-cover" />}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-display text-2xl leading-tight text-ink">{item.name}</h3>
        <p className="mt-1 text-lg font-semibold text-ink tabular-nums">
          {formatRupees(item.line_total)}
          {item.quantity > 1 && (
            <span className="ml-2 text-sm font-normal text-ink-soft">({formatRupees(item.unit_price)} each)</span>
          )}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs text-ink-muted">{term}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
