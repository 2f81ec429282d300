import { RING_SIZES } from '@kanak/domain/catalog';
import { Panel } from '../../../../components/ui/panel';
import { FlagCheckbox } from './flag-checkbox';
import type { ProductFormState } from './use-product-form';

/** Whether the piece is a ring, and which of the Indian sizes (SPEC §9) it is offered in. */
export function RingSizesPanel({ f }: { f: ProductFormState }) {
  const error = f.form.fieldError('ring_sizes');
  return (
    <Panel title="Ring sizes" id="p-ring">
      <FlagCheckbox f={f} name="ring" label="This is a ring" />
      {f.flags.ring && (
        <fieldset className="mt-2">
          <legend className="text-xs font-bold tracking-wide text-ink-soft uppercase">
            Sizes offered
          </legend>
          <div className="mt-2 grid grid-cols-5 gap-1.5 sm:grid-cols-10">
            {RING_SIZES.map(({ size }) => (
              <label
                key={size}
                className="flex min-h-tap items-center justify-center gap-1.5 rounded-xs border border-line-strong text-sm has-checked:border-maroon has-checked:bg-maroon-tint"
              >
                <input
                  type="checkbox"
                  checked={f.sizes.includes(size)}
                  onChange={(e) => f.toggleSize(size, e.target.checked)}
                  className="size-4 accent-maroon"
                />
                {size}
              </label>
            ))}
          </div>
          {error && <p className="mt-1 text-sm text-danger">{error}</p>}
        </fieldset>
      )}
    </Panel>
  );
}
