import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
import type { AdminOrderDetail } from '../../api';

type Item = AdminOrderDetail['order']['items'][number];
/** The HUIDs typed so far, by item id, one string per piece. */
type HuidsByItem = Record<string, string[]>;

export const emptyHuids = (items: Item[]): HuidsByItem =>
  Object.fromEntries(
    items.map((i) => [String(i.id), Array.from({ length: i.quantity }, () => '')]),
  );

/** One HUID input per piece: the 6-character BIS hallmark id engraved on it. */
export function HuidFields({
  items,
  huids,
  onChange,
  error,
}: {
  items: Item[];
  huids: HuidsByItem;
  onChange: (itemId: string, piece: number, value: string) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'o-huid-error' : 'o-huid-hint'}>
      <legend className="text-xs font-bold tracking-wide text-ink-soft uppercase">
        HUID, one per piece
      </legend>
      <p id="o-huid-hint" className="text-xs text-ink-muted">
        The 6-character BIS hallmark id engraved on each piece.
      </p>
      {items.flatMap((item) =>
        Array.from({ length: item.quantity }, (_, n) => {
          const inputId = `o-huid-${item.id}-${n}`;
          return (
            <div key={inputId}>
              <label htmlFor={inputId} className="block text-sm text-ink">
                HUID for {item.name}
                {item.quantity > 1 ? `, piece ${n + 1}` : ''}
              </label>
              <input
                id={inputId}
                maxLength={6}
                autoCapitalize="characters"
                value={huids[String(item.id)]?.[n] ?? ''}
                onChange={(e) => onChange(String(item.id), n, e.target.value)}
                aria-invalid={error ? true : undefined}
                className={`${DENSE_INPUT_CLASS} mt-1 font-mono uppercase`}
              />
            </div>
          );
        }),
      )}
      {error && (
        <p id="o-huid-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
