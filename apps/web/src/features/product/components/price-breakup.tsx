import type { PriceBreakdownResponse } from '@kanak/domain/contract/product';
import { formatAmount } from './format-amount';

interface PriceBreakupProps {
  price: PriceBreakdownResponse | undefined;
  gstPercent: number;
  updating: boolean;
}

/** The API's breakdown for the chosen options (ARCHITECTURE §4): parts per piece, total for all. */
export function PriceBreakup({ price, gstPercent, updating }: PriceBreakupProps) {
  if (!price) {
    return <div aria-hidden="true" className="skeleton h-32 rounded-xs" />;
  }
  const rows: Array<[string, number]> = [['Gold', price.gold_price]];
  if (price.diamond_price > 0) rows.push(['Diamond', price.diamond_price]);
  if (price.stones_price > 0) rows.push(['Stones', price.stones_price]);
  rows.push(['Making charges', price.making_charge], [`GST (${gstPercent}%)`, price.gst_amount]);

  return (
    <>
      <table
        aria-busy={updating}
        className={`w-full text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">Price breakup for the chosen options</caption>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row" className="py-1.5 text-left font-normal text-ink-muted">
                {label}
              </th>
              <td className="py-1.5 text-right font-semibold text-ink tabular-nums">
                {formatAmount(amount)}
              </td>
            </tr>
          ))}
          {price.quantity > 1 && (
            <>
              <tr className="border-t border-line">
                <th scope="row" className="pt-3 pb-1.5 text-left font-normal text-ink-muted">
                  Price per piece
                </th>
                <td className="pt-3 pb-1.5 text-right font-semibold text-ink tabular-nums">
                  {formatAmount(price.unit_price)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-1.5 text-left font-normal text-ink-muted">
                  Quantity
                </th>
                <td className="py-1.5 text-right font-semibold text-ink tabular-nums">
                  × {price.quantity}
                </td>
              </tr>
            </>
          )}
        </tbody>
        <tfoot>
          <tr className="border-t border-line-strong/50">
            <th scope="row" className="pt-3 text-left text-base font-bold text-ink">
              Total
            </th>
            <td className="pt-3 text-right text-base font-bold text-ink tabular-nums">
              {formatAmount(price.totalPrice)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-xs text-ink-muted">
        Rates of the day; the total is rounded to the nearest rupee.
      </p>
    </>
  );
}
