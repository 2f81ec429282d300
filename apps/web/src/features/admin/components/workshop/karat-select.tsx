import { WORKSHOP_KARATS, type WorkshopKarat } from '@kanak/domain/workshop';
import { DENSE_INPUT_CLASS, Field } from '../../../../components/ui/form-field';
import { karatLabel } from '../../utils/workshop';

/** The karats the workshop buys and issues, as a labelled select. */
export function KaratSelect({
  id,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  hint?: string;
  value: WorkshopKarat;
  onChange: (karat: WorkshopKarat) => void;
  error?: string | undefined;
}) {
  return (
    <Field dense id={id} label="Karat" hint={hint} error={error}>
      {(describedBy, invalid) => (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as WorkshopKarat)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={DENSE_INPUT_CLASS}
        >
          {WORKSHOP_KARATS.map((k) => (
            <option key={k} value={k}>
              {karatLabel(k)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
