import { formatRupees } from '@kanak/domain/money';
import type { AdminAfterSale } from '../../api';
import { when } from '../../utils/format';

/**
 * What the request is worth to the customer: a return's refund (the pieces' share of the order
 * total), or an exchange's or buyback's value by the buyback rules with its breakdown, an estimate
 * on today's rate card until the pieces are inspected. Nothing for maintenance.
 */
export function AfterSaleValue({ request: r }: { request: AdminAfterSale }) {
  const v = r.value;
  if (!v || r.kind === 'maintenance') return null;
  const lowered = v.rules_amount > v.amount;
  if (r.kind === 'return')
    return (
      <p className="mt-3 rounded-xs border border-gold/50 bg-gold-soft/20 p-3 text-sm">
        <span className="font-semibold text-ink">Refund: {formatRupees(v.amount)}</span>
        <span className="text-ink-soft">
          {lowered
            ? ` (set at inspection; the pieces’ share of the order total is ${formatRupees(v.rules_amount)})`
            : ' (the pieces’ share of the order total)'}
        </span>
      </p>
    );
  return (
    <div className="mt-3 rounded-xs border border-gold/50 bg-gold-soft/20 p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="font-semibold text-ink">{v.final ? 'Inspected value' : 'Estimate on today’s rates'}</span>
        <span className="font-semibold text-maroon tabular-nums">{formatRupees(v.amount)}</span>
      </p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 text-xs text-ink-soft tabular-nums">
        <dt>Gold by weight</dt>
        <dd className="text-right">{formatRupees(v.gold_value)}</dd>
        <dt>Diamonds at 92%</dt>
        <dd className="text-right">{formatRupees(v.diamond_value)}</dd>
        <dt>Gemstones at 80%</dt>
        <dd className="text-right">{formatRupees(v.gemstone_value)}</dd>
        <dt>Less 3% processing</dt>
        <dd className="text-right">− {formatRupees(v.processing_charge)}</dd>
        <dt className="mt-0.5 border-t border-line pt-0.5 font-semibold text-ink">= Value{lowered ? ' by the rules' : ''}</dt>
        <dd className="mt-0.5 border-t border-line pt-0.5 text-right font-semibold text-ink">{formatRupees(v.rules_amount)}</dd>
        {lowered && (
          <>
            <dt className="font-semibold text-ink">Set at inspection</dt>
            <dd className="text-right font-semibold text-ink">{formatRupees(v.amount)}</dd>
          </>
        )}
      </dl>
      {v.rates_date && (
        <p className="mt-1 text-xs text-ink-muted">
          On the rate card of <time dateTime={v.rates_date}>{when(v.rates_date)}</time>
          {v.final ? '' : '; the value is set at inspection'}
        </p>
      )}
    </div>
  );
}

/** How the money went once completed: the refund, the store credit or the bank payout. */
export function settlementText(r: AdminAfterSale): string | null {
  const s = r.settlement;
  if (!s) return null;
  if (s.type === 'refund') return `Refunded ${formatRupees(s.amount)}${s.reference ? ` (ref ${s.reference})` : ''}`;
  if (s.type === 'store_credit') return `Store credit ${formatRupees(s.amount)} granted`;
  return `Paid out ${formatRupees(s.amount)} (ref ${s.reference ?? '—'})`;
}
