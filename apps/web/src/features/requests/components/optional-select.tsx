import { Field, INPUT_CLASS } from '../../../components/ui/form-field';

/** An optional choice from a list, blank (`placeholder`) until one is picked. */
export function OptionalSelect({
  id,
  name,
  label,
  error,
  placeholder,
  options,
}: {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <Field id={id} label={label} error={error} optional>
      {(d) => (
        <select id={id} name={name} defaultValue="" aria-describedby={d} className={INPUT_CLASS}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      )}
    </Field>
  );
}
