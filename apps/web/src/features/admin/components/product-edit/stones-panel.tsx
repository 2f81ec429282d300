import { BTN_SM } from '../../../../components/ui/class-names';
import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { FlagCheckbox } from './flag-checkbox';
import { TextInput } from './text-input';
import type { ProductFormState, Stone } from './use-product-form';

const STONE_LABELS: Record<keyof Stone, string> = {
  name: 'Stone',
  weight: 'Weight (ct)',
  price: 'Price (₹)',
};

/** Coloured stones: the flag, their total weight, and each stone with its weight and price. */
export function StonesPanel({ f }: { f: ProductFormState }) {
  const { stones, setStones } = f;
  const error = f.form.fieldError('stones');
  return (
    <Panel title="Stones" id="p-stones">
      <FlagCheckbox f={f} name="stone" label="Has coloured stones" />
      {f.flags.stone && (
        <div className="mt-2 max-w-xs">
          <TextInput
            f={f}
            name="stone_weight"
            label="Stone weight (ct)"
            type="number"
            step="0.001"
          />
        </div>
      )}
      <div className="mt-3 space-y-2">
        {stones.map((s, i) => (
          <fieldset
            key={i}
            className="grid grid-cols-[1fr_1fr] items-end gap-2 rounded-xs border border-line p-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <legend className="sr-only">Stone {i + 1}</legend>
            {(['name', 'weight', 'price'] as const).map((k) => (
              <label
                key={k}
                className={`text-xs font-bold tracking-wide text-ink-soft uppercase ${k === 'name' ? 'col-span-2 sm:col-span-1' : ''}`}
              >
                {STONE_LABELS[k]}
                <input
                  value={s[k]}
                  inputMode={k === 'name' ? undefined : 'decimal'}
                  onChange={(e) =>
                    setStones((list) =>
                      list.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                    )
                  }
                  className={`${DENSE_INPUT_CLASS} mt-1 normal-case`}
                />
              </label>
            ))}
            <button
              type="button"
              className={`${BTN_SM} col-span-2 sm:col-span-1`}
              onClick={() => setStones((list) => list.filter((_, j) => j !== i))}
            >
              Remove<span className="sr-only"> stone {i + 1}</span>
            </button>
          </fieldset>
        ))}
        {error && <p className="text-sm text-danger">{error}</p>}
        <button
          type="button"
          className={BTN_SM}
          onClick={() => setStones((list) => [...list, { name: '', weight: '', price: '' }])}
        >
          Add stone
        </button>
      </div>
    </Panel>
  );
}
