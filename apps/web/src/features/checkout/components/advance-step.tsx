import { advanceRange } from '@kanak/domain/rules';
import { advanceRangeMessage } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { FormStatus, INPUT_CLASS } from '../../../components/ui/form-field';

interface AdvanceStepProps {
  total: number;
  advance: number;
  /** Paid from store credit when the order was placed (rupees). */
  credit: number;
  busy: boolean;
  error: string | null;
  onPay: () => void;
}

/** SPEC §5 "Advance amount": 71% pre-filled, the field disabled, the accepted range spelled out. */
export function AdvanceStep({ total, advance, credit, busy, error, onPay }: AdvanceStepProps) {
  const { min, max } = advanceRange(total);
  const now = Math.round((advance - credit) * 100) / 100;
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="advance-amount" className="block text-sm font-semibold text-ink">
          Advance payment (₹)
        </label>
        <p id="advance-range" className="mt-0.5 text-xs text-ink-muted">
          {advanceRangeMessage(min, max)}
        </p>
        <input
          id="advance-amount"
          type="text"
          inputMode="numeric"
          value={advance}
          disabled
          aria-describedby="advance-range"
          className={`${INPUT_CLASS} mt-2 cursor-not-allowed bg-sand/60 font-semibold tabular-nums disabled:text-ink`}
        />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-sm border border-line bg-ivory px-4 py-3 text-sm">
        <dt className="text-ink-soft">Order total (approx.)</dt>
        <dd className="text-right tabular-nums">{formatRupees(total)}</dd>
        {credit > 0 && (
          <>
            <dt className="text-ink-soft">Paid from store credit</dt>
            <dd className="text-right tabular-nums">−{formatRupees(credit)}</dd>
          </>
        )}
        <dt className="text-ink-soft">Pay now</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRupees(now)}</dd>
        <dt className="text-ink-soft">Balance, before dispatch</dt>
        <dd className="text-right tabular-nums">{formatRupees(total - advance)}</dd>
      </dl>
      {error && <FormStatus kind="error" message={error} />}
      <button type="button" className="btn btn-primary w-full" disabled={busy} onClick={onPay}>
        {busy ? 'Opening payment…' : `Pay ${formatRupees(now)}`}
      </button>
    </div>
  );
}
