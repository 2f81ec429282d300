import { useState, type FormEvent } from 'react';
import {
  CLARITIES,
  GOLD_COLOUR_LABELS,
  GOLD_COLOURS,
  KARAT_LABELS,
  KARATS,
} from '@kanak/domain/catalog';
import type { UpdateRatesRequest } from '@kanak/domain/contract/admin-rates';
import { DENSE_INPUT_CLASS } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { useSaveRates, type AdminRateCard } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { when } from '../../utils/format';

type Values = Record<string, string>;
const goldKey = (colour: string, karat: string) => `gold.${colour}.${karat}`;
const diamondKey = (clarity: string) => `diamond.${clarity}`;
/** Buy rates for customers' old gold (issue 39), edited with the sell rates. */
const BUY_KARATS = ['14k', '18k', '22k', '24k'] as const;
const buyKey = (karat: string) => `buy_gold.${karat}`;

function toValues(card: AdminRateCard | null): Values {
  const values: Values = {};
  for (const c of GOLD_COLOURS)
    for (const k of KARATS) values[goldKey(c, k)] = card ? String(card.gold_price[c][k]) : '';
  for (const c of CLARITIES) values[diamondKey(c)] = card ? String(card.diamond_price[c]) : '';
  for (const k of BUY_KARATS) values[buyKey(k)] = card?.buy_gold_price ? String(card.buy_gold_price[k]) : '';
  return values;
}

/** Every gold and diamond rate, and a note; saving answers how many prices moved. */
export function RatesForm({ card }: { card: AdminRateCard | null }) {
  const [values, setValues] = useState(() => toValues(card));
  const [note, setNote] = useState('');
  const save = useSaveRates();
  const form = useFormState();
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.reset();
    const num = (key: string) => Number(values[key]);
    const body: UpdateRatesRequest = {
      gold: {
        rose_gold: {
          '14k': num(goldKey('rose_gold', '14k')),
          '18k': num(goldKey('rose_gold', '18k')),
        },
        white_gold: {
          '14k': num(goldKey('white_gold', '14k')),
          '18k': num(goldKey('white_gold', '18k')),
        },
        yellow_gold: {
          '14k': num(goldKey('yellow_gold', '14k')),
          '18k': num(goldKey('yellow_gold', '18k')),
        },
      },
      diamond: Object.fromEntries(
        CLARITIES.map((c) => [c, num(diamondKey(c))]),
      ) as UpdateRatesRequest['diamond'],
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    // Left blank (before the shop buys old gold), the card keeps the buy rates it had.
    if (BUY_KARATS.some((k) => values[buyKey(k)]?.trim())) {
      body.buy_gold = { '14k': num(buyKey('14k')), '18k': num(buyKey('18k')), '22k': num(buyKey('22k')), '24k': num(buyKey('24k')) };
    }
    save.mutate(body, {
      onSuccess: (answer) => {
        form.succeed(answer.message);
        toast.success(answer.message);
        setNote('');
      },
      onError: form.fail,
    });
  };

  const input = (key: string, label: string, required = true) => {
    const error = form.fieldError(key);
    return (
      <div>
        <input
          id={key}
          aria-label={label}
          inputMode="decimal"
          required={required}
          value={values[key] ?? ''}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${key}-error` : undefined}
          className={`${DENSE_INPUT_CLASS} text-right tabular-nums`}
        />
        {error && (
          <p id={`${key}-error`} className="mt-1 text-xs text-danger">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {card && (
        <p className="text-sm text-ink-soft">
          In force since {when(card.effective_from)}
          {card.note ? ` · “${card.note}”` : ''}
        </p>
      )}
      <Panel title="Gold, ₹ per gram" id="gold-rates">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-xs tracking-wide text-ink-soft uppercase">
              <th scope="col" className="w-2/5 py-1 text-left font-bold">
                Colour
              </th>
              {KARATS.map((k) => (
                <th key={k} scope="col" className="px-1 py-1 text-right font-bold">
                  {KARAT_LABELS[k]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GOLD_COLOURS.map((c) => (
              <tr key={c}>
                <th scope="row" className="py-1.5 pr-2 text-left font-semibold text-ink">
                  {GOLD_COLOUR_LABELS[c]}
                </th>
                {KARATS.map((k) => (
                  <td key={k} className="px-1 py-1.5">
                    {input(
                      goldKey(c, k),
                      `${GOLD_COLOUR_LABELS[c]} ${KARAT_LABELS[k]}, ₹ per gram`,
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel title="Diamonds, ₹ per carat" id="diamond-rates">
        <div className="grid gap-3 sm:grid-cols-2 desktop:grid-cols-4">
          {CLARITIES.map((c) => (
            <div key={c}>
              <p
                className="mb-1 text-xs font-bold tracking-wide text-ink-soft uppercase"
                aria-hidden="true"
              >
                {c}
              </p>
              {input(diamondKey(c), `Diamond ${c}, ₹ per carat`)}
            </div>
          ))}
        </div>
      </Panel>
      <Panel title="Old gold we buy, ₹ per gram" id="buy-rates">
        <p className="mb-2 text-xs text-ink-soft">What a customer’s old gold fetches by tested karat, before the deduction for melting and refining.</p>
        <div className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
          {BUY_KARATS.map((k) => (
            <div key={k}>
              <p className="mb-1 text-xs font-bold tracking-wide text-ink-soft uppercase" aria-hidden="true">
                {k.toUpperCase()}
              </p>
              {input(buyKey(k), `Buy rate for old gold ${k.toUpperCase()}, ₹ per gram`, false)}
            </div>
          ))}
        </div>
      </Panel>
      <div>
        <label
          htmlFor="rate-note"
          className="block text-xs font-bold tracking-wide text-ink-soft uppercase"
        >
          Note (optional)
        </label>
        <input
          id="rate-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
          className={`${DENSE_INPUT_CLASS} mt-1`}
          placeholder="e.g. MCX close, 14 June"
        />
      </div>
      <StatusLine ok={form.ok} error={form.error} />
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save rates'}
      </button>
    </form>
  );
}
