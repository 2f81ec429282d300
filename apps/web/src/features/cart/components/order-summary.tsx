import type { ReactNode } from 'react';
import { formatRupees } from '@kanak/domain/money';

interface OrderSummaryProps {
  /** Pieces in the order (Σ quantity). */
  pieces: number;
  /** The total exactly as the API quoted it. */
  total: number;
  /** An offer code's saving, shown as its own line (the subtotal is before it). */
  coupon?: { code: string; saving: number } | null | undefined;
  children?: ReactNode;
}

/** Subtotal, GST note and total; the API's own figures, never recomputed here. */
export function OrderSummary({ pieces, total, coupon, children }: OrderSummaryProps) {
  const saving = coupon && coupon.saving > 0 ? coupon.saving : 0;
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-sm border border-line bg-pearl p-5 desktop:p-6"
    >
      <h2 id="summary-title" className="font-display text-2xl text-ink">
        Order summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">
            Subtotal ({pieces} {pieces === 1 ? 'piece' : 'pieces'})
          </dt>
          <dd className="font-semibold text-ink tabular-nums">{formatRupees(total + saving)}</dd>
        </div>
        {coupon && saving > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Code {coupon.code}</dt>
            <dd className="font-semibold text-maroon tabular-nums">−{formatRupees(saving)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Shipping</dt>
          <dd className="font-semibold text-ink">Free</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="text-xl font-bold text-ink tabular-nums" data-testid="order-total">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-ink-muted">
        Inclusive of GST. Made to order at today&apos;s gold and diamond rates, so the price is
        approximate.
      </p>
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
