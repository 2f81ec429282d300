import { RING_SIZES } from '@kanak/domain/catalog';
import { ChevronDownIcon } from '../../../components/ui/icons';

interface RingSizeSelectProps {
  /** The sizes this ring is made in. */
  available: number[];
  value: number | null;
  onChange: (value: number | null) => void;
  /** 'Please select a ring size' after ADD TO CART without one. */
  error?: string;
}

/** Ring sizes 6–25 with their inner diameter (SPEC §9), only those the ring is made in. */
export function RingSizeSelect({ available, value, onChange, error }: RingSizeSelectProps) {
  const sizes = RING_SIZES.filter((s) => available.includes(s.size));
  return (
    <div>
      <label
        htmlFor="ring-size"
        className="mb-3 block text-xs font-bold tracking-[0.16em] text-ink uppercase"
      >
        Ring size
      </label>
      {error && (
        <p
          id="ring-size-error"
          role="alert"
          className="-mt-1.5 mb-2 text-sm font-semibold text-danger"
        >
          {error}
        </p>
      )}
      <div className="relative">
        <select
          id="ring-size"
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ring-size-error' : undefined}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          className="min-h-tap w-full appearance-none rounded-xs border border-line-strong/60 bg-pearl py-2.5 pr-10 pl-3 text-sm font-semibold text-ink hover:border-maroon"
        >
          <option value="">Select ring size</option>
          {sizes.map((s) => (
            <option key={s.size} value={s.size}>
              Size {s.size} · {s.diameterMm.toFixed(1)} mm
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft" />
      </div>
    </div>
  );
}
