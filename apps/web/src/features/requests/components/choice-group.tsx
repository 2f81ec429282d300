interface ChoiceGroupProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  error?: string;
}

/** Radio buttons drawn as chips; each is a 44 px tap target and keeps the native keyboard behaviour. */
export function ChoiceGroup({ name, legend, options, error }: ChoiceGroupProps) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">
        {legend}
        <span className="ml-1 font-normal text-ink-muted">(optional)</span>
      </legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="inline-flex min-h-tap cursor-pointer items-center rounded-xs border border-line-strong bg-pearl px-4 text-sm text-ink has-checked:border-maroon has-checked:bg-maroon-tint has-checked:font-semibold has-checked:text-maroon has-focus-visible:outline-2 has-focus-visible:outline-maroon"
          >
            <input type="radio" name={name} value={o.value} className="sr-only" />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
