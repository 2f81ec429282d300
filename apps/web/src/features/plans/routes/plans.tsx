import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '@kanak/domain/money';
import { AUTOPAY_MAX_PAISE, PLAN_MESSAGES, PLAN_MONTHS } from '@kanak/domain/plans';
import type { Plan } from '@kanak/domain/contract/plans';
import { ListSkeleton, LoginNotice, Notice, PageFrame } from '../../../components/layouts/account-frame';
import { InputField } from '../../../components/ui/form-field';
import { useAccountState } from '../../../lib/session/use-me';
import { enrolPlan, useMyPlans, useOpenPlans } from '../api/plans';
import type { PaymentWidget } from '../components/payment-widget';
import { usePayInstalment } from '../components/use-pay-instalment';

/**
 * /plans: the 11 + 1 purchase plan (ARCHITECTURE §11). Choose a plan and a monthly amount, pay the
 * first instalment through the payment widget, and find the plans already running.
 */
export function PlansPage({ paymentWidget }: { paymentWidget: PaymentWidget }) {
  const account = useAccountState();
  const user = account.kind === 'signed-in' ? account.user : null;
  const open = useOpenPlans();
  const mine = useMyPlans(account.kind === 'signed-in');
  const navigate = useNavigate();
  const { pay, busy, error, widget } = usePayInstalment(user, paymentWidget);
  const [chosen, setChosen] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [autopay, setAutopay] = useState(false);
  const frame = (children: React.ReactNode) => (
    <PageFrame width="narrow" eyebrow="Save monthly, buy gold" title={`${PLAN_MONTHS} + 1 purchase plan`} documentTitle="Purchase plan">
      {children}
      {widget}
    </PageFrame>
  );
  if (account.kind === 'signed-out') return frame(<LoginNotice message="Please log in to join a purchase plan." />);
  if (account.kind === 'checking' || open.isPending) return frame(<ListSkeleton label="Loading the plans" />);
  if (open.isError) return frame(<Notice message={open.error.message} />);
  const plans = open.data.plans;
  const plan: Plan | undefined = plans.find((p) => p.id === chosen) ?? plans[0];
  const monthly = Number(amount);
  const inRange = plan !== undefined && amount !== '' && monthly >= plan.min_monthly && monthly <= plan.max_monthly;
  // UPI AutoPay is offered up to ₹15,000 a month (decision 060: NPCI asks the PIN for every debit above it).
  const autopayAllowed = !inRange || monthly * 100 <= AUTOPAY_MAX_PAISE;

  async function enrol() {
    if (!plan || !inRange) return;
    const enrolment = await pay(() => enrolPlan(plan.id, monthly, autopay && autopayAllowed));
    if (enrolment) await navigate(`/plans/${enrolment.id}`);
  }

  return frame(
    <div className="space-y-6">
      <section aria-labelledby="how-title" className="rounded-sm border border-gold/60 bg-gold-soft/25 p-5 desktop:p-6">
        <h2 id="how-title" className="eyebrow">
          How it works
        </h2>
        <p className="mt-2 text-sm text-ink">
          Pay the same amount every month for {PLAN_MONTHS} months. We add one more instalment as our bonus, and the total is yours to spend on
          any piece at checkout. Closing early returns what you paid, without the bonus. The plan is spent on jewellery, never paid out in cash.
        </p>
      </section>

      {plans.length === 0 ? (
        <Notice message="No plan is open for joining just now." />
      ) : (
        <form
          aria-labelledby="join-title"
          className="space-y-4 rounded-sm border border-line bg-pearl p-5 desktop:p-6"
          onSubmit={(e) => {
            e.preventDefault();
            void enrol();
          }}
        >
          <h2 id="join-title" className="eyebrow">
            Join a plan
          </h2>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-ink">Plan</legend>
            {plans.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-3 rounded-xs border border-line px-3 py-2 text-sm">
                <input type="radio" name="plan" value={p.id} checked={plan?.id === p.id} onChange={() => setChosen(p.id)} />
                <span>
                  <span className="block font-semibold text-ink">{p.name}</span>
                  <span className="block text-xs text-ink-soft">
                    {formatRupees(p.min_monthly)} to {formatRupees(p.max_monthly)} a month · {p.months} months + {p.bonus} bonus
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <InputField
            id="plan-monthly"
            label="Monthly amount (₹)"
            hint={plan ? `From ${formatRupees(plan.min_monthly)} to ${formatRupees(plan.max_monthly)}` : undefined}
            type="number"
            inputMode="numeric"
            min={plan?.min_monthly}
            max={plan?.max_monthly}
            step="1"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
          {inRange && (
            <p className="text-sm text-ink-soft">
              At maturity: <strong className="tabular-nums text-maroon">{formatRupees(monthly * (PLAN_MONTHS + 1))}</strong> to spend (
              {formatRupees(monthly * PLAN_MONTHS)} paid + {formatRupees(monthly)} bonus).
            </p>
          )}
          <div className="rounded-xs border border-line px-3 py-2">
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={autopay && autopayAllowed}
                disabled={!autopayAllowed}
                onChange={(e) => setAutopay(e.target.checked)}
                aria-describedby="plan-autopay-hint"
              />
              <span>
                <span className="block font-semibold text-ink">Pay every month by UPI AutoPay</span>
                <span id="plan-autopay-hint" className="block text-xs text-ink-soft">
                  {autopayAllowed
                    ? 'Your first payment sets it up. Each later instalment is collected two days before it is due; your bank tells you a day before. Stop it at any time.'
                    : PLAN_MESSAGES.autopayLimit}
                </span>
              </span>
            </label>
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary w-full" disabled={!inRange || busy}>
            {inRange ? `Join and pay ${formatRupees(monthly)}` : 'Join and pay the first instalment'}
          </button>
        </form>
      )}

      {mine.data && mine.data.enrolments.length > 0 && (
        <section aria-labelledby="mine-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
          <h2 id="mine-title" className="eyebrow">
            Your plans
          </h2>
          <ul className="mt-3 divide-y divide-line text-sm">
            {mine.data.enrolments.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <Link className="font-semibold text-maroon underline" to={`/plans/${e.id}`}>
                  Plan #{e.id} · {e.plan_name}
                </Link>
                <span className="text-ink-soft">
                  {e.paid_count} of {PLAN_MONTHS} paid · {e.status}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>,
  );
}
