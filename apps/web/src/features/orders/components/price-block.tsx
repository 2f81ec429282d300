import { formatRupees } from '@kanak/domain/money';
import {
  discountLines,
  finishedWeightLines,
  finishedWeightSentence,
  type PriceLine,
} from '@kanak/domain/order-price-lines';
import type { Order } from '../../../lib/order-item';
import { Block } from './order-blocks';

/** Lines that foot: a cut in the shop's maroon with a minus sign, the sum in bold. */
export function PriceLines({ lines, label }: { lines: PriceLine[]; label: string }) {
  return (
    <dl aria-label={label}>
      {lines.map((line) => (
        <div
          key={line.label}
          className={`flex justify-between gap-4 py-1.5 ${line.total ? 'mt-1 border-t border-line pt-2 font-semibold text-ink' : ''}`}
        >
          <dt className={line.total ? '' : 'text-ink-soft'}>{line.label}</dt>
          <dd className={`text-right tabular-nums ${line.amount < 0 ? 'text-maroon' : ''}`}>
            {line.amount < 0 ? `− ${formatRupees(-line.amount)}` : line.change ? `+ ${formatRupees(line.amount)}` : formatRupees(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How the order's price came to be (issue 35 #13): the code the customer used and what it saved,
 * then what the finished weight changed, with the reason, as the SMS tells it. Nothing without
 * either.
 */
export function PriceBlock({ order }: { order: Order }) {
  const discount = discountLines(order);
  const weight = finishedWeightLines(order);
  if (discount.length === 0 && weight.length === 0) return null;
  return (
    <Block id="price-title" title="Your price">
      {discount.length > 0 && <PriceLines lines={discount} label="Offer" />}
      {weight.length > 0 && (
        <div className={discount.length > 0 ? 'mt-4 border-t border-line pt-3' : ''}>
          <p className="mb-2 text-ink-soft">{finishedWeightSentence(order)}</p>
          <PriceLines lines={weight} label="Finished weight" />
        </div>
      )}
    </Block>
  );
}
