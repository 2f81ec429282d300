import { optionSetLabel } from '@kanak/domain/catalog';
import { formatRupees } from '@kanak/domain/money';
import type { AdminOrderDetail } from '../../api';
import { Thumb } from '../thumb';

type Item = AdminOrderDetail['order']['items'][number];

/** One piece of the order: picture, options, HUIDs, and its price broken down as locked. */
export function ItemRow({ item, huids }: { item: Item; huids: string[] }) {
  const img = item.images[item.goldColour][0] ?? item.images.rose_gold[0];
  const b = item.breakdown;
  return (
    <li className="grid grid-cols-[3.5rem_1fr] gap-3 py-3 first:pt-0">
      <Thumb src={img} px={56} className="size-14" />
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {item.name} <span className="font-normal text-ink-muted">× {item.quantity}</span>
        </p>
        <p className="text-sm text-ink-soft">
          {optionSetLabel(item, { diamond: item.diamond_weight > 0 })} · {item.metal_weight} g
          {item.diamond_weight ? ` · ${item.diamond_weight} ct` : ''}
        </p>
        {item.offer && (
          <p className="text-sm text-maroon">
            {item.offer.code ? `Code ${item.offer.code}` : 'Offer'}: {item.offer.title}
          </p>
        )}
        {huids.length > 0 && (
          <p className="text-sm text-ink-soft">
            HUID: <span className="font-mono">{huids.join(', ')}</span>
          </p>
        )}
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-3">
          {(
            [
              ['Gold', b.gold_price],
              ['Diamond', b.diamond_price],
              ['Stones', b.stones_price],
              ['Making', b.making_charge],
              // The offer's cuts, before GST: the parts then foot to the unit price.
              ...(b.making_discount > 0 ? [['Making discount', -b.making_discount] as const] : []),
              ...(b.diamond_discount > 0 ? [['Diamond discount', -b.diamond_discount] as const] : []),
              ['GST', b.gst_amount],
              ['Unit price', item.unitPrice],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-ink-muted">{label}</dt>
              <dd className={`tabular-nums ${value < 0 ? 'text-maroon' : ''}`}>
                {value < 0 ? `− ${formatRupees(-value)}` : formatRupees(value)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-right text-sm font-bold tabular-nums">
          {formatRupees(item.line_total)}
        </p>
      </div>
    </li>
  );
}
