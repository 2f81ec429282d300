import type { Flag, ProductFormState } from './use-product-form';

/** One of the product's yes/no flags as a labelled checkbox. */
export function FlagCheckbox({
  f,
  name,
  label,
}: {
  f: ProductFormState;
  name: Flag;
  label: string;
}) {
  return (
    <label className="flex min-h-tap items-center gap-2 text-sm font-semibold text-ink">
      <input
        type="checkbox"
        checked={f.flags[name]}
        onChange={(e) => f.setFlag(name, e.target.checked)}
        className="size-5 accent-maroon"
      />
      {label}
    </label>
  );
}
