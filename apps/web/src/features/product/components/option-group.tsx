import type { ReactNode } from 'react';

export interface OptionChoice<T extends string> {
  value: T;
  label: string;
  /** A swatch, or a line under the label. */
  visual?: ReactNode;
  hint?: string;
}

interface OptionGroupProps<T extends string> {
  name: string;
  legend: string;
  choices: ReadonlyArray<OptionChoice<T>>;
  value: T;
  onChange: (value: T) => void;
  /** Warm the price of a choice before it is picked. */
  onPreview?: (value: T) => void;
  columns: string;
  /** Visual above the label on phones, where three tiles share 360 px. */
  stackOnPhone?: boolean;
}

/**
 * A native radio group drawn as tiles: the browser gives it the semantics and the arrow keys; the
 * tile shows the checked and focused states of its hidden input.
 */
export function OptionGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  onPreview,
  columns,
  stackOnPhone = false,
}: OptionGroupProps<T>) {
  const chosen = choices.find((c) => c.value === value);
  return (
    <fieldset>
      <legend className="mb-3 text-xs font-bold tracking-[0.16em] text-ink uppercase">
        {legend}
        {chosen && (
          <span className="ml-2 font-semibold tracking-normal text-ink-soft normal-case">
            · {chosen.label}
          </span>
        )}
      </legend>
      <div className={`grid gap-2 ${columns}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            onPointerEnter={() => onPreview?.(choice.value)}
            className={`flex min-h-tap cursor-pointer items-center justify-center gap-2.5 rounded-xs ${stackOnPhone ? 'max-desktop:flex-col max-desktop:gap-1.5' : ''} border border-line-strong/60 bg-pearl px-3 py-2.5 text-center transition-colors duration-(--duration-quick) hover:border-maroon has-checked:border-maroon has-checked:bg-maroon-tint has-checked:shadow-[inset_0_0_0_1px_var(--color-maroon)] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-maroon`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              onFocus={() => onPreview?.(choice.value)}
              className="sr-only"
            />
            {choice.visual}
            <span className="flex flex-col leading-tight">
              <span className="text-sm font-semibold text-ink">{choice.label}</span>
              {choice.hint && <span className="mt-0.5 text-xs text-ink-muted">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
