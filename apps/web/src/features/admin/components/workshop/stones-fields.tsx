import { BTN_SM } from '../../../../components/ui/class-names';
import { InputField } from '../../../../components/ui/form-field';
import { emptyStone, type StoneRow } from '../../utils/workshop';

/** Stones as rows of kind, carats and count, with a row added or taken away by a button. */
export function StonesFields({
  id,
  legend,
  rows,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  rows: StoneRow[];
  onChange: (rows: StoneRow[]) => void;
  error?: string | null | undefined;
}) {
  const set = (i: number, change: Partial<StoneRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-xs font-bold tracking-wide text-ink-soft uppercase">{legend}</legend>
      {rows.map((row, i) => (
        <div
          key={i}
          className="grid grid-cols-[1fr_4.5rem_4rem] items-end gap-2 sm:grid-cols-[1fr_6rem_5rem_auto]"
        >
          <InputField
            dense
            id={`${id}-${i}-kind`}
            label={`Stone ${i + 1}`}
            placeholder="Diamond"
            value={row.kind}
            onChange={(e) => set(i, { kind: e.target.value })}
          />
          <InputField
            dense
            id={`${id}-${i}-carats`}
            label="Carats"
            inputMode="decimal"
            value={row.carats}
            onChange={(e) => set(i, { carats: e.target.value })}
          />
          <InputField
            dense
            id={`${id}-${i}-count`}
            label="Count"
            inputMode="numeric"
            value={row.count}
            onChange={(e) => set(i, { count: e.target.value })}
          />
          <button
            type="button"
            className={`${BTN_SM} col-span-3 justify-self-start sm:col-span-1`}
            aria-label={`Remove stone ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
      <button type="button" className={BTN_SM} onClick={() => onChange([...rows, emptyStone()])}>
        Add a stone
      </button>
    </fieldset>
  );
}
