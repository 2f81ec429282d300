import { MAX_QUANTITY, MIN_QUANTITY } from '@kanak/domain/catalog';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  onPreview?: (value: number) => void;
}

/** Quantity 1–5 (SPEC §5, §9): it cannot go below 1 or above 5. */
export function QuantityStepper({ value, onChange, onPreview }: QuantityStepperProps) {
  const button =
    'inline-flex size-tap items-center justify-center text-xl leading-none text-ink transition-colors hover:bg-maroon-tint hover:text-maroon disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent';
  return (
    <div role="group" aria-labelledby="quantity-label">
      <p
        id="quantity-label"
        className="mb-3 text-xs font-bold tracking-[0.16em] text-ink uppercase"
      >
        Quantity
      </p>
      <div className="inline-flex items-center rounded-xs border border-line-strong/60 bg-pearl">
        <button
          type="button"
          className={button}
          // Each tap before the page answers counts (apps/web/starter.js).
          data-taps="each"
          disabled={value <= MIN_QUANTITY}
          onClick={() => onChange(value - 1)}
          onPointerEnter={() => value > MIN_QUANTITY && onPreview?.(value - 1)}
        >
          <span aria-hidden="true">−</span>
          <span className="sr-only">Decrease quantity</span>
        </button>
        <output
          aria-live="polite"
          aria-label={`Quantity ${value}`}
          className="w-10 text-center text-base font-semibold text-ink tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={button}
          data-taps="each"
          disabled={value >= MAX_QUANTITY}
          onClick={() => onChange(value + 1)}
          onPointerEnter={() => value < MAX_QUANTITY && onPreview?.(value + 1)}
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">Increase quantity</span>
        </button>
      </div>
    </div>
  );
}
