import type { Price } from '../api/get-price';
import { formatRupees, rupeesToPaise, wholeRupeeParts } from '@kanak/domain/money';

interface PriceBreakupProps {
  price: Price | undefined;
  gstPercent: number;
  updating: boolean;
  /** The seller's state (GET settings): GST is CGST + SGST there, IGST elsewhere. */
  shopState?: string | undefined;
}

/**
 * The API's breakdown for the chosen options (ARCHITECTURE §4): parts per piece, total for all.
 * Every figure is in whole rupees, like the price itself: the API keeps the parts to the paisa and
 * rounds only the total, so the parts are rounded to add up to the price per piece.
 */
export function PriceBreakup({ price, gstPercent, updating, shopState }: PriceBreakupProps) {
  if (!price) {
    return <div aria-hidden="true" className="skeleton h-32 rounded-xs" />;
  }
  // Diamond and stones only for pieces that have them; the others always.
  const parts = [
    { label: 'Gold', rupees: price.gold_price, always: true },
    { label: 'Diamond', rupees: price.diamond_price, always: false },
    { label: 'Stones', rupees: price.stones_price, always: false },
    { label: 'Making charges', rupees: price.making_charge, always: true },
    // An offer's cut comes off before GST (ARCHITECTURE §7).
    { label: 'Offer on making charges', rupees: -price.making_discount, always: false },
    { label: 'Offer on diamond value', rupees: -price.diamond_discount, always: false },
    { label: `GST (${gstPercent}%)`, rupees: price.gst_amount, always: true },
  ];
  const whole = wholeRupeeParts(
    parts.map((part) => rupeesToPaise(part.rupees)),
    price.unitPrice,
  );
  const rows = parts.flatMap((part, i) => {
    const amount = whole[i];
    return amount !== undefined && (part.always || part.rupees !== 0)
      ? [[part.label, amount] as const]
      : [];
  });

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
                {amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount)}
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
                  {formatRupees(price.unitPrice)}
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
              {price.original_total > price.total && (
                <s className="mr-2 text-sm font-normal text-ink-muted">
                  <span className="sr-only">was </span>
                  {formatRupees(price.original_total)}
                </s>
              )}
              {formatRupees(price.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {price.offer && (
        <p className="mt-2 text-sm font-semibold text-maroon">
          {price.offer.title} · you save {formatRupees(price.original_total - price.total)}
        </p>
      )}
      <p className="mt-3 text-xs text-ink-muted">
        Rates of the day; every figure is rounded to the nearest rupee.
        {shopState &&
          ` GST is CGST ${gstPercent / 2}% + SGST ${gstPercent / 2}% for delivery within ${shopState}, IGST ${gstPercent}% elsewhere; your invoice shows which.`}
      </p>
    </>
  );
}
