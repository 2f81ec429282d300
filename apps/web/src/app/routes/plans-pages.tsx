import { useParams } from 'react-router';
import { usePaymentWidget } from '../../features/checkout/components/use-payment-widget';
import { PlanPage } from '../../features/plans/routes/plan-detail';
import { PlansPage } from '../../features/plans/routes/plans';

/**
 * /plans and /plans/:id, one route so the storefront's entry grows by one line: the purchase plan's
 * pages pay through the checkout's payment widget (features do not import each other).
 */
export function PlansRoute() {
  const paymentWidget = usePaymentWidget();
  return useParams().id === undefined ? <PlansPage paymentWidget={paymentWidget} /> : <PlanPage paymentWidget={paymentWidget} />;
}
