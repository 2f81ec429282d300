import { CREDIT_REDEEM_AFTER_MONTHS } from '@kanak/domain/after-sale';
import type { WalletResponse } from '@kanak/domain/contract/after-sale';
import { formatRupees } from '@kanak/domain/money';

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Why the credit cannot be redeemed now and when it can, or null when it can (SPEC §9: after 3 months). */
export function redeemWaitText(w: Pick<WalletResponse, 'balance' | 'redeemable' | 'next_redeemable_at'>): string | null {
  if (w.redeemable > 0) return null;
  if (w.balance <= 0) return 'Nothing to redeem: your store credit balance is ₹0.';
  return w.next_redeemable_at
    ? `Available from ${when.format(new Date(w.next_redeemable_at))}, ${CREDIT_REDEEM_AFTER_MONTHS} months after your credit was granted.`
    : `Not redeemable yet: credit can be redeemed for cash ${CREDIT_REDEEM_AFTER_MONTHS} months after it was granted.`;
}

/**
 * The redeem button and, while it cannot be used, a plain disabled look (no maroon, a not-allowed
 * cursor) with the reason and the date beside it, tied to the button for screen readers.
 */
export function RedeemCash({ wallet: w, busy, onRedeem }: { wallet: WalletResponse; busy: boolean; onRedeem: () => void }) {
  const wait = redeemWaitText(w);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn btn-primary disabled:cursor-not-allowed disabled:border-line-strong disabled:bg-sand disabled:text-ink-muted disabled:hover:bg-sand"
        disabled={wait !== null || busy}
        aria-describedby={wait ? 'redeem-wait' : undefined}
        onClick={onRedeem}
      >
        {busy ? 'Requesting…' : wait ? 'Redeem for cash' : `Redeem ${formatRupees(w.redeemable)} for cash`}
      </button>
      {wait && (
        <p id="redeem-wait" className="min-w-0 basis-64 grow text-sm text-ink-soft">
          {wait}
        </p>
      )}
    </div>
  );
}
