import { useState } from 'react';
import { Link } from 'react-router';
import { CREDIT_REDEEM_AFTER_MONTHS } from '@kanak/domain/after-sale';
import { formatRupees } from '@kanak/domain/money';
import { ListSkeleton, LoginNotice, Notice, PageFrame } from '../../../components/layouts/account-frame';
import { toast } from '../../../components/ui/toast';
import { useAccountState } from '../../../lib/session/use-me';
import { useWallet } from '../api/get-wallet';
import { useRedeemCredit } from '../api/redeem-credit';
import { RedeemCash } from '../components/redeem-cash';

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => when.format(new Date(iso));
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * /wallet: store credit from exchanges, spent on an advance at checkout, redeemable for cash
 * 3 months after it was granted (SPEC §9), with its history and the payouts requested.
 */
export function WalletPage() {
  const account = useAccountState();
  const query = useWallet(account.kind === 'signed-in');
  const redeem = useRedeemCredit();
  // One key per intended payout: a double click or a retry after a lost answer pays once.
  const [key, setKey] = useState(newKey);
  const frame = (children: React.ReactNode) => (
    <PageFrame width="narrow" eyebrow="Store credit" title="Wallet" documentTitle="Wallet">
      {children}
    </PageFrame>
  );
  if (account.kind === 'signed-out') return frame(<LoginNotice message="Please log in to see your store credit." />);
  if (account.kind === 'checking' || query.isPending) return frame(<ListSkeleton label="Loading your wallet" />);
  if (query.isError) return frame(<Notice message={query.error.message} />);
  const w = query.data;

  return frame(
    <div className="space-y-6">
      <section aria-labelledby="balance-title" className="rounded-sm border border-gold/60 bg-gold-soft/25 p-5 desktop:p-6">
        <h2 id="balance-title" className="eyebrow">
          Balance
        </h2>
        <p className="mt-2 font-display text-4xl text-maroon tabular-nums">{formatRupees(w.balance)}</p>
        <p className="mt-2 text-sm text-ink-soft">
          Use it towards the advance of your next order at checkout. Credit can be redeemed for cash {CREDIT_REDEEM_AFTER_MONTHS} months after it
          was granted.
        </p>
        <p className="mt-2 text-sm text-ink-soft">
          Saving for a piece? The <Link className="text-maroon underline" to="/plans">11 + 1 purchase plan</Link> adds one instalment to eleven.
        </p>
        <RedeemCash
          wallet={w}
          busy={redeem.isPending}
          onRedeem={() =>
            redeem.mutate(key, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setKey(newKey());
              },
              onError: (error) => toast.error(error.message),
            })
          }
        />
      </section>

      {w.payouts.length > 0 && (
        <section aria-labelledby="payouts-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
          <h2 id="payouts-title" className="eyebrow">
            Payouts
          </h2>
          <ul className="mt-3 divide-y divide-line text-sm">
            {w.payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-3">
                <span>
                  <span className="font-semibold text-ink">Payout #{p.id}</span>
                  <span className="block text-xs text-ink-muted">
                    Requested {day(p.created_at)}
                    {p.status === 'paid' && p.paid_at ? ` · paid ${day(p.paid_at)} (ref ${p.reference ?? '—'})` : ' · transfer within 7-10 working days'}
                  </span>
                </span>
                <span className="font-semibold text-ink tabular-nums">{formatRupees(p.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="history-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
        <h2 id="history-title" className="eyebrow">
          History
        </h2>
        {w.entries.length === 0 ? (
          <p className="mt-3 text-sm text-ink-soft">No store credit yet. An exchange of a Kanak piece adds its value here.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line text-sm">
            {w.entries.map((e, i) => (
              <li key={`${e.created_at}-${i}`} className="flex justify-between gap-4 py-3">
                <span className="min-w-0">
                  <span className="block text-ink">{e.reason}</span>
                  <span className="block text-xs text-ink-muted">{day(e.created_at)}</span>
                </span>
                <span className={`shrink-0 font-semibold tabular-nums ${e.amount > 0 ? 'text-maroon' : 'text-ink'}`}>
                  {e.amount > 0 ? '+' : '−'}
                  {formatRupees(Math.abs(e.amount))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>,
  );
}
