import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '@kanak/domain/contract/auth';
import type { Enrolment, PlanPaymentResponse } from '@kanak/domain/contract/plans';
import { PLAN_MESSAGES } from '@kanak/domain/plans';
import { confirmInstalment, MY_PLANS_KEY } from '../api/plans';
import type { PaymentWidget } from './payment-widget';

/**
 * An instalment through the provider's widget, as an order's payment: start it (enrol or pay the
 * next), open the widget, then POST plans/{id}/confirm with the provider's proof. Answers the plan
 * as it now is, or null with `error` set (a failed payment can simply be tried again).
 */
export function usePayInstalment(user: AccountUser | null, paymentWidget: PaymentWidget): {
  pay: (start: () => Promise<PlanPaymentResponse>) => Promise<Enrolment | null>;
  busy: boolean;
  error: string | null;
  widget: ReactNode;
} {
  const { pay: openWidget, widget } = paymentWidget;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(start: () => Promise<PlanPaymentResponse>): Promise<Enrolment | null> {
    setError(null);
    setBusy(true);
    try {
      const started = await start();
      const outcome = await openWidget({
        razor: started.razor_response,
        keyId: started.key_id,
        description: `Purchase plan #${started.enrolment.id}`,
        customer: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone_number ?? '' },
        address: '',
        ...(started.recurring ? { recurring: { customerId: started.recurring.customer_id, monthly: started.razor_response.amount } } : {}),
      });
      if (outcome.kind === 'dismissed') return null;
      if (outcome.kind === 'failed') {
        setError(PLAN_MESSAGES.paymentFailed);
        return null;
      }
      return (await confirmInstalment(started.enrolment.id, outcome.proof)).enrolment;
    } catch (err) {
      setError(err instanceof Error ? err.message : PLAN_MESSAGES.paymentFailed);
      return null;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: MY_PLANS_KEY });
    }
  }

  return { pay, busy, error, widget };
}
