import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatIndiaDate } from '@kanak/domain/calendar';
import { formatRupees } from '@kanak/domain/money';
import { PLAN_MESSAGES, PLAN_MONTHS } from '@kanak/domain/plans';
import { ListSkeleton, LoginNotice, Notice, PageFrame } from '../../../components/layouts/account-frame';
import { toast } from '../../../components/ui/toast';
import { useAccountState } from '../../../lib/session/use-me';
import { payNextInstalment, planVoucherPdfUrl, useClosePlan, useMyPlan, useStopAutopay } from '../api/plans';
import type { PaymentWidget } from '../components/payment-widget';
import { usePayInstalment } from '../components/use-pay-instalment';

const STATUS: Record<string, string> = { pending: 'Waiting for the first instalment', active: 'Running', matured: 'Matured', closed: 'Closed' };

/**
 * /plans/:id: one purchase plan: what is paid, what is next, every instalment with its receipt
 * voucher, what it is worth at maturity; pay the next instalment, or close it early for a refund.
 */
export function PlanPage({ paymentWidget }: { paymentWidget: PaymentWidget }) {
  const id = Number(useParams().id);
  const account = useAccountState();
  const user = account.kind === 'signed-in' ? account.user : null;
  const query = useMyPlan(id, account.kind === 'signed-in' && Number.isInteger(id));
  const { pay, busy, error, widget } = usePayInstalment(user, paymentWidget);
  const close = useClosePlan(id);
  const [closing, setClosing] = useState(false);
  const [setUpAutopay, setSetUpAutopay] = useState(false);
  const stopAutopay = useStopAutopay(id);
  const frame = (children: React.ReactNode) => (
    <PageFrame width="narrow" eyebrow="Purchase plan" title={`Plan #${id}`} documentTitle={`Purchase plan #${id}`}>
      {children}
      {widget}
    </PageFrame>
  );
  if (account.kind === 'signed-out') return frame(<LoginNotice message="Please log in to see your plan." />);
  if (account.kind === 'checking' || query.isPending) return frame(<ListSkeleton label="Loading your plan" />);
  if (query.isError) return frame(<Notice message={query.error.message} />);
  const e = query.data.enrolment;
  const open = e.status === 'active' || e.status === 'pending';
  const next = e.paid_count + 1;
  // A closed plan owes nothing more: its schedule lists what was paid (and refunded), not dates to pay.
  const shown = open ? e.instalments : e.instalments.filter((i) => i.paid_on);

  async function payNext() {
    const done = await pay(() => payNextInstalment(id, setUpAutopay && e.autopay.offered));
    if (done) toast.success(`Instalment ${done.paid_count} received. Thank you.`);
    await query.refetch();
  }

  return frame(
    <div className="space-y-6">
      <section aria-labelledby="summary-title" className="rounded-sm border border-gold/60 bg-gold-soft/25 p-5 desktop:p-6">
        <h2 id="summary-title" className="eyebrow">
          {e.plan_name}
        </h2>
        <p className="mt-2 text-sm font-semibold text-ink" data-testid="plan-status">
          {STATUS[e.status] ?? e.status}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-soft">Monthly</dt>
          <dd className="text-right font-semibold tabular-nums">{formatRupees(e.monthly_amount)}</dd>
          <dt className="text-ink-soft">Paid</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="plan-paid">
            {e.paid_count} of {PLAN_MONTHS} · {formatRupees(e.paid_total)}
          </dd>
          {e.next_due && (
            <>
              <dt className="text-ink-soft">Next due</dt>
              <dd className="text-right font-semibold">{formatIndiaDate(e.next_due)}</dd>
            </>
          )}
          {e.maturity_date && (
            <>
              <dt className="text-ink-soft">{e.status === 'matured' ? 'Matured on' : 'Matures'}</dt>
              <dd className="text-right font-semibold">{formatIndiaDate(e.maturity_date)}</dd>
            </>
          )}
          {e.status !== 'closed' && (
            <>
              <dt className="text-ink-soft">Worth at maturity</dt>
              <dd className="text-right font-display text-xl text-maroon tabular-nums">{formatRupees(e.maturity_value)}</dd>
            </>
          )}
        </dl>
        {e.missed_months > 0 && open && (
          <p className="mt-3 text-sm text-ink">
            {e.missed_months === 1 ? 'One month was missed' : `${e.missed_months} months were missed`}, so the plan matures later. It must finish by{' '}
            {e.last_day ? formatIndiaDate(e.last_day) : ''} (365 days from joining).
          </p>
        )}
        {e.status === 'matured' && (
          <p className="mt-3 text-sm text-ink">
            Your {formatRupees(e.maturity_value)} is in your <Link className="text-maroon underline" to="/wallet">store credit</Link>: use it at checkout on
            any piece. It is not paid out in cash.
          </p>
        )}
        {open && (
          <div className="mt-4 space-y-2">
            {e.pay_refusal && <p className="text-sm text-ink-soft">{e.pay_refusal}</p>}
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            {e.autopay.offered && e.pay_refusal === null && (
              <label className="flex min-h-11 items-start gap-3 text-sm">
                <input type="checkbox" className="mt-1" checked={setUpAutopay} onChange={(ev) => setSetUpAutopay(ev.target.checked)} />
                <span>Set up UPI AutoPay with this payment, for the instalments after it</span>
              </label>
            )}
            <button type="button" className="btn btn-primary w-full" disabled={busy || e.pay_refusal !== null} onClick={() => void payNext()}>
              Pay instalment {next} · {formatRupees(e.monthly_amount)}
            </button>
          </div>
        )}
      </section>

      {open && (
        <section aria-labelledby="autopay-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6" data-testid="plan-autopay">
          <h2 id="autopay-title" className="eyebrow">
            UPI AutoPay
          </h2>
          {e.autopay.status === 'on' ? (
            <>
              <p className="mt-2 text-sm text-ink">
                <strong className="font-semibold">On</strong>
                {e.autopay.since ? ` since ${formatIndiaDate(e.autopay.since)}` : ''}.
                {e.autopay.next_debit_on
                  ? ` Instalment ${next}, ${formatRupees(e.monthly_amount)}, is collected from your account on ${formatIndiaDate(e.autopay.next_debit_on)}; your bank tells you a day before.`
                  : ''}
              </p>
              <button
                type="button"
                className="btn btn-outline mt-3"
                disabled={stopAutopay.isPending}
                onClick={() =>
                  stopAutopay.mutate(undefined, {
                    onSuccess: (answer) => {
                      toast.success(answer.message);
                      void query.refetch();
                    },
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                Stop AutoPay
              </button>
            </>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">
              {e.autopay.status === 'stopped' && e.autopay.stopped_on ? `Stopped on ${formatIndiaDate(e.autopay.stopped_on)}. ` : ''}
              {e.autopay.offered
                ? 'Set it up with your next payment: each later instalment is collected two days before it is due, and you can stop it at any time.'
                : PLAN_MESSAGES.autopayLimit}
            </p>
          )}
        </section>
      )}

      <section aria-labelledby="schedule-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
        <h2 id="schedule-title" className="eyebrow">
          Instalments
        </h2>
        {!open && shown.length < e.instalments.length && (
          <p className="mt-2 text-sm text-ink-soft">
            {e.closed_on ? `Closed on ${formatIndiaDate(e.closed_on)}` : 'Closed'}: no more instalments are due.
            {shown.length === 0 ? ' None was paid.' : ''}
          </p>
        )}
        <ol className="mt-3 divide-y divide-line text-sm">
          {shown.map((i) => (
            <li key={i.number} className="flex items-start justify-between gap-4 py-2">
              <span className="min-w-0">
                <span className="font-semibold text-ink">Instalment {i.number}</span>
                <span className="block text-xs text-ink-soft">
                  {i.paid_on ? `Paid ${formatIndiaDate(i.paid_on)}` : `Due ${formatIndiaDate(i.due)}`}
                  {i.refunded ? ' · refunded' : ''}
                </span>
                {i.voucher_number && <span className="block whitespace-nowrap text-xs text-ink-soft">Receipt voucher {i.voucher_number}</span>}
                {i.voucher_id !== null && i.voucher_number && (
                  <a
                    href={planVoucherPdfUrl(e.id, i.voucher_id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-tap items-center text-sm font-semibold text-maroon underline underline-offset-4"
                    aria-label={`Download receipt voucher ${i.voucher_number} for instalment ${i.number} (PDF)`}
                  >
                    Receipt voucher PDF
                  </a>
                )}
              </span>
              <span className={`shrink-0 tabular-nums ${i.paid_on ? 'font-semibold text-maroon' : 'text-ink-soft'}`}>{formatRupees(i.amount)}</span>
            </li>
          ))}
        </ol>
      </section>

      {e.refund_voucher && (
        <section aria-labelledby="refund-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
          <h2 id="refund-title" className="eyebrow">
            Refund
          </h2>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-ink">Refund voucher {e.refund_voucher.number}</span>
              <span className="block text-xs text-ink-soft">
                {formatRupees(e.refund_voucher.amount)} paid back{e.closed_on ? ` · closed ${formatIndiaDate(e.closed_on)}` : ''}
              </span>
            </span>
            <a
              href={planVoucherPdfUrl(e.id, e.refund_voucher.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-tap items-center font-semibold text-maroon underline underline-offset-4"
              aria-label={`Download refund voucher ${e.refund_voucher.number} (PDF)`}
            >
              Refund voucher PDF
            </a>
          </div>
        </section>
      )}

      {open && e.paid_count > 0 && (
        <section aria-labelledby="close-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
          <h2 id="close-title" className="eyebrow">
            Close early
          </h2>
          <p className="mt-2 text-sm text-ink-soft">
            Closing returns the {formatRupees(e.paid_total)} you paid to the account you paid from, without the bonus.
          </p>
          {closing ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={close.isPending}
                onClick={() =>
                  close.mutate(undefined, {
                    onSuccess: (answer) => {
                      toast.success(answer.message);
                      setClosing(false);
                      void query.refetch();
                    },
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                Close and refund {formatRupees(e.paid_total)}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setClosing(false)}>
                Keep my plan
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-outline mt-3" onClick={() => setClosing(true)}>
              Close my plan early
            </button>
          )}
        </section>
      )}
    </div>,
  );
}
