import { ORDER_STATUSES, paiseToRupees, type DashboardResponse, type OrderStatus, type PaymentKind } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { dashboardRows } from './dashboard.repository.ts';
import { overdueJobs } from '../workshop/jobs.service.ts';

/** The admin home: orders by status, money collected, what to dispatch, 30 days of sales and rates. */
export async function dashboard(deps: Pick<ServiceDeps, 'database'>): Promise<DashboardResponse> {
  const [{ byStatus, money, refunded, planRefunded, daily, rates }, overdue] = await Promise.all([dashboardRows(deps.database.db), overdueJobs(deps)]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of byStatus) counts[r.status] = Number(r.n);
  const collected = (kind: PaymentKind | 'plan_instalment') => paiseToRupees(Number(money.find((r) => r.kind === kind)?.paise ?? 0));
  return {
    orders_by_status: counts,
    advance_collected: collected('advance'),
    balance_collected: collected('balance'),
    refunded: paiseToRupees(Number(refunded[0]?.paise ?? 0)),
    plan_collected: collected('plan_instalment'),
    plan_refunded: paiseToRupees(Number(planRefunded[0]?.paise ?? 0)),
    due_for_dispatch: counts.balance_paid,
    overdue_jobs: overdue,
    daily: daily.map((r) => ({ date: r.date, orders: Number(r.orders), revenue: paiseToRupees(Number(r.revenue)) })),
    gold_rate_history: rates.map((r) => ({ date: r.date, rate: paiseToRupees(Number(r.rate)) })),
  };
}
