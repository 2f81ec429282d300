import type { Order } from '@kanak/domain/contract/orders';
import { creditForAdvance } from '@kanak/domain/after-sale';
import { advanceRange, MIN_PAYMENT_RUPEES } from '@kanak/domain/rules';
import { advanceRangeMessage, MESSAGES } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { offerName } from '@kanak/domain/order-price-lines';
import { FormStatus, INPUT_CLASS } from '../../../components/ui/form-field';

export interface AdvanceCredit {
  /** Store credit the customer holds now (rupees). */
  balance: number;
  /** Already spent on this order's advance (rupees): it stays applied. */
  applied: number;
  /** The customer ticked "use my store credit". */
  chosen: boolean;
}

interface AdvanceStepProps {
  total: number;
  advance: number;
  credit: AdvanceCredit;
  onChooseCredit: (chosen: boolean) => void;
  /** The offer the order was priced under: its code and saving are named here too (issue 35 #13). */
  discount: Order['discount'];
  busy: boolean;
  error: string | null;
  onPay: () => void;
}

/** What credit pays of the advance, and whether the minimum online payment is what limits it. */
export function creditShare(advance: number, credit: AdvanceCredit): { pays: number; usable: number; limited: boolean } {
  const usable = credit.applied > 0 ? credit.applied : creditForAdvance(Math.round(credit.balance * 100), Math.round(advance * 100)) / 100;
  const pays = credit.applied > 0 || credit.chosen ? usable : 0;
  // Credit enough for the whole advance still leaves the minimum payment to pay online (SPEC §9).
  const limited = usable > 0 && usable >= advance - MIN_PAYMENT_RUPEES;
  return { pays, usable, limited };
}

/**
 * SPEC §5 "Advance amount": 71% pre-filled, the field disabled, the accepted range spelled out; then
 * where the money comes from: store credit, plainly, with what it pays and what is left to pay
 * online (issue 35 #11).
 */
export function AdvanceStep({ total, advance, credit, onChooseCredit, discount, busy, error, onPay }: AdvanceStepProps) {
  const { min, max } = advanceRange(total);
  const share = creditShare(advance, credit);
  const online = Math.round((advance - share.pays) * 100) / 100;
  const applied = credit.applied > 0;
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
      {share.usable > 0 && (
        <div className="rounded-xs border border-gold/60 bg-gold-soft/25 px-4 py-3 text-sm text-ink" data-testid="store-credit">
          <p className="font-semibold">
            {applied
              ? `Store credit: ${formatRupees(credit.applied)} applied, ${formatRupees(credit.balance)} left`
              : `Store credit available: ${formatRupees(credit.balance)}`}
          </p>
          <label className="mt-2 flex min-h-tap items-start gap-3">
            <input
              type="checkbox"
              name="use_credit"
              checked={applied || credit.chosen}
              disabled={applied || busy}
              onChange={(e) => onChooseCredit(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-maroon"
            />
            <span>
              Pay <strong className="tabular-nums">{formatRupees(share.usable)}</strong> of this advance from my store credit
              {applied && <span className="block text-xs text-ink-soft">{MESSAGES.payment.creditApplied}</span>}
            </span>
          </label>
          {share.limited && <p className="mt-2 text-xs text-ink-soft">{MESSAGES.payment.creditMinimum}</p>}
        </div>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-sm border border-line bg-ivory px-4 py-3 text-sm">
        <dt className="text-ink-soft">Order total (approx.)</dt>
        <dd className="text-right tabular-nums">{formatRupees(total)}</dd>
        {discount && (
          <>
            <dt className="text-ink-soft">Saved with the {offerName(discount)}</dt>
            <dd className="text-right text-maroon tabular-nums">{formatRupees(discount.saving)}</dd>
          </>
        )}
        <dt className="text-ink-soft">Advance</dt>
        <dd className="text-right tabular-nums">{formatRupees(advance)}</dd>
        {share.pays > 0 && (
          <>
            <dt className="text-ink-soft">From store credit</dt>
            <dd className="text-right tabular-nums">− {formatRupees(share.pays)}</dd>
          </>
        )}
        <dt className="font-semibold text-ink">Pay online now</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRupees(online)}</dd>
        <dt className="text-ink-soft">Balance, before dispatch</dt>
        <dd className="text-right tabular-nums">{formatRupees(total - advance)}</dd>
      </dl>
      {error && <FormStatus kind="error" message={error} />}
      <button type="button" className="btn btn-primary w-full" disabled={busy} onClick={onPay}>
        {busy ? 'Opening payment…' : `Pay ${formatRupees(online)}`}
      </button>
    </div>
  );
}
