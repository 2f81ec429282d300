import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  BUYBACK_DIAMOND_PERCENT,
  BUYBACK_GEMSTONE_PERCENT,
  BUYBACK_PROCESSING_PERCENT,
  BUYBACK_VALID_YEARS,
  type BuybackItem,
  type BuybackResponse,
} from '@kanak/domain/buyback';
import { formatRupees } from '@kanak/domain/money';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { ORDERS_KEY } from '../../../lib/session/account-keys';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

function parts(item: BuybackItem): string {
  const list = [`Gold ${formatRupees(item.gold_value)}`];
  if (item.diamond_value > 0) list.push(`Diamonds ${formatRupees(item.diamond_value)}`);
  if (item.gemstone_value > 0) list.push(`Gemstones ${formatRupees(item.gemstone_value)}`);
  list.push(`less ${formatRupees(item.processing_charge)} processing`);
  return list.join(' · ');
}

/**
 * SPEC §9 Policies on a delivered order: what its pieces would fetch back today under the buyback
 * and exchange policy, as the API works it out (GET orders/{id}/buyback), clearly an estimate.
 */
export function BuybackBlock({ orderId }: { orderId: number }) {
  const query = useQuery({
    queryKey: [...ORDERS_KEY, orderId, 'buyback'],
    queryFn: ({ signal }) =>
      apiRequest<BuybackResponse>(`orders/${orderId}/buyback`, { signal, auth: true }),
    retry: false,
  });
  const data = query.data;
  return (
    <section
      aria-labelledby="buyback-title"
      className="rounded-sm border border-gold/60 bg-pearl p-5 desktop:p-6"
    >
      <h2 id="buyback-title" className="eyebrow">
        Buyback &amp; exchange estimate
      </h2>
      <p className="mt-3 text-sm text-ink-soft">
        {"Estimate at today's rates — the final value is set after inspection at our studio."}
      </p>
      {query.isPending && <p className="mt-4 text-sm text-ink-muted">Working out today’s value…</p>}
      {query.isError && <p className="mt-4 text-sm text-ink">{query.error.message}</p>}
      {data && (
        <>
          <ul className="mt-4 divide-y divide-line/70 text-sm">
            {data.items.map((item) => (
              <li key={item.order_item_id} className="py-3">
                <div className="flex justify-between gap-4">
                  <span className="min-w-0 font-semibold text-ink">
                    {item.name}
                    {item.quantity > 1 && (
                      <span className="font-normal text-ink-soft"> × {item.quantity}</span>
                    )}
                  </span>
                  <span className="shrink-0 font-semibold text-ink tabular-nums">
                    {formatRupees(item.estimate)}
                  </span>
                </div>
                <p className="mt-1 text-xs text-ink-muted tabular-nums">{parts(item)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <span className="text-sm font-semibold text-ink">Estimated value today</span>
            <span className="font-display text-2xl text-maroon tabular-nums">
              {formatRupees(data.total_estimate)}
            </span>
          </div>
          <p className="mt-1 text-xs text-ink-muted">
            Rates of {longDate(data.rates_date)} · valid until {longDate(data.valid_until)}
          </p>
        </>
      )}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-xs text-ink-soft">
        <li>Gold at today’s rate by weight.</li>
        <li>
          Diamonds at {BUYBACK_DIAMOND_PERCENT}%, gemstones at {BUYBACK_GEMSTONE_PERCENT}% of
          today’s value.
        </li>
        <li>
          A {BUYBACK_PROCESSING_PERCENT}% processing charge; making charges and GST are not paid
          back.
        </li>
        <li>Exchange and buyback valid {BUYBACK_VALID_YEARS} years from delivery.</li>
      </ul>
      <Link
        to={paths.returns}
        className="mt-3 inline-flex min-h-tap items-center text-sm font-semibold text-maroon underline-offset-4 hover:underline"
      >
        Read the buyback policy
      </Link>
    </section>
  );
}
