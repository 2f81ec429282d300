import type { OrderItem } from '../../../lib/order-item';
import { optionSetLabel } from '@kanak/domain/catalog';
import { formatRupees } from '@kanak/domain/money';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatWeight } from '../../../lib/format-weight';
import { itemImage } from './order-status';

/**
 * SPEC §2 order detail: one ordered piece with the options and weights locked at ordering. The
 * options read as in the cart and at checkout ("Rose Gold · 14 KT · VS-SI GH · Size 12").
 */
export function OrderItemCard({ item }: { item: OrderItem }) {
  const image = itemImage(item);
  const diamond = item.diamond_weight > 0;
  const finished = item.finished_metal_weight;
  const facts: [string, string][] = [
    ['Quantity', String(item.quantity)],
    // The weight the shop recorded once the piece was finished, beside the one ordered (issue 35 #13).
    ...(finished === null
      ? [['Metal weight', formatWeight(item.metal_weight, 'g')] as [string, string]]
      : [
          ['Finished weight', formatWeight(finished, 'g')] as [string, string],
          ['Ordered weight', formatWeight(item.metal_weight, 'g')] as [string, string],
        ]),
    ...(diamond
      ? [['Diamond weight', formatWeight(item.diamond_weight, 'ct')] as [string, string]]
      : []),
  ];
  return (
    <li className="flex flex-col gap-4 py-5 first:pt-0 last:pb-0 sm:flex-row sm:gap-6">
      <div className="aspect-square w-full max-w-48 shrink-0 overflow-hidden rounded-xs bg-sand sm:w-36">
        {image && (
          <ResponsiveImage
            src={image}
            alt={item.name}
            sizes="(min-width: 640px) 144px, 192px"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-display text-2xl leading-tight text-ink">{item.name}</h3>
        <p className="mt-1 text-sm text-ink-soft">{optionSetLabel(item, { diamond })}</p>
        {item.offer && (
          <p className="mt-1 text-sm text-maroon">
            {item.offer.code ? `Code ${item.offer.code}` : item.offer.title}
            {item.breakdown.original_total > item.line_total && (
              <>
                {' · '}
                <s className="text-ink-muted">{formatRupees(item.breakdown.original_total)}</s>
              </>
            )}
          </p>
        )}
        <p className="mt-1 text-lg font-semibold text-ink tabular-nums">
          {formatRupees(item.line_total)}
          {item.quantity > 1 && (
            <span className="ml-2 text-sm font-normal text-ink-soft">
              ({formatRupees(item.unitPrice)} each)
            </span>
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
