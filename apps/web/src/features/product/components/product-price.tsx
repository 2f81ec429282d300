import { formatRupees } from '@kanak/domain/money';
import type { Price } from '../api/get-price';

interface ProductPriceProps {
  price: Price | undefined;
  /** The shown price is the previous options' while the new one loads. */
  updating: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The approximate price (SPEC §1: made to order, so prices are approximate), from the API only. */
export function ProductPrice({ price, updating, failed, onRetry }: ProductPriceProps) {
  return (
    <div aria-busy={updating || !price}>
      {price ? (
        <p className="flex flex-wrap items-baseline gap-x-2" aria-live="polite" aria-atomic="true">
          <span
            data-testid="product-price"
            className={`text-[1.75rem] leading-tight font-bold text-ink tabular-nums transition-opacity duration-(--duration-quick) desktop:text-[2rem] ${
              updating ? 'opacity-50' : ''
            }`}
          >
            {formatRupees(price.total)}
          </span>
          {price.original_total > price.total && (
            <s className="text-base text-ink-muted tabular-nums">
              <span className="sr-only">was </span>
              {formatRupees(price.original_total)}
            </s>
          )}
          <span className="text-sm font-semibold text-ink-soft">approx.</span>
          {price.quantity > 1 && (
            <span className="text-sm text-ink-muted">
              for {price.quantity} · {formatRupees(price.unitPrice)} each
            </span>
          )}
        </p>
      ) : failed ? (
        <p className="text-sm text-danger">
          We could not load the price.{' '}
          <button
            type="button"
            onClick={onRetry}
            className="font-bold underline underline-offset-4"
          >
            Try again
          </button>
        </p>
      ) : (
        <div aria-hidden="true" className="skeleton h-9 w-40 rounded-xs" />
      )}
      <p className="mt-1 text-xs leading-snug text-ink-muted desktop:mt-1.5">
        Inclusive of GST. Final price follows the finished weight; made to order.
      </p>
    </div>
  );
}
