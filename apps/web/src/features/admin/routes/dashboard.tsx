import { Link } from 'react-router';
import { ORDER_STATUSES } from '@kanak/domain/order-states';
import { formatRupees } from '@kanak/domain/money';
import { Panel } from '../../../components/ui/panel';
import { useDashboard, type DashboardResponse } from '../api';
import { DailyChart } from '../components/dashboard/daily-chart';
import { RateChart } from '../components/dashboard/rate-chart';
import { GstRegisterPanel } from '../components/dashboard/gst-register-panel';
import { OverdueJobsPanel } from '../components/dashboard/overdue-jobs-panel';
import { PageHeader } from '../components/page-header';
import { words } from '../utils/format';
import { QueryView } from '../components/query-view';

/** Orders by status, money collected, what to dispatch, 30 days of sales and the 18k rate. */
export function DashboardPage() {
  const query = useDashboard();
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Today’s work at a glance: orders by stage, money in, and what is ready to dispatch."
      />
      <QueryView query={query}>
        {(data) => (
        <Figures data={data} />
        )}
      </QueryView>
    </>
  );
}

function Figures({ data }: { data: DashboardResponse }) {
  const figures = [
    { label: 'Advance collected', value: formatRupees(data.advance_collected) },
    { label: 'Balance collected', value: formatRupees(data.balance_collected) },
    { label: 'Refunded', value: formatRupees(data.refunded) },
    { label: 'Plan instalments collected', value: formatRupees(data.plan_collected) },
    { label: 'Plan money refunded', value: formatRupees(data.plan_refunded) },
  ];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
        <Link
          to="/admin/orders?status=balance_paid"
          className="col-span-2 rounded-sm border border-maroon bg-maroon p-4 text-ivory hover:bg-maroon-deep desktop:col-span-1"
        >
          <span className="block text-xs font-bold tracking-widest text-gold-light uppercase">
            Due for dispatch
          </span>
          <span className="mt-1 block font-display text-4xl lining-nums tabular-nums">
            {data.due_for_dispatch}
          </span>
          <span className="text-xs text-on-dark-muted">Balance paid, waiting to ship →</span>
        </Link>
        {figures.map((f) => (
          <div key={f.label} className="rounded-sm border border-line bg-pearl p-4">
            <span className="block text-xs font-bold tracking-widest text-ink-muted uppercase">
              {f.label}
            </span>
            <span className="mt-1 block font-display text-2xl text-ink lining-nums tabular-nums desktop:text-3xl">
              {f.value}
            </span>
          </div>
        ))}
      </div>

      <OverdueJobsPanel count={data.overdue_jobs} />

      <GstRegisterPanel />

      <Panel title="Orders by status" id="by-status">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 desktop:grid-cols-7">
          {ORDER_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`/admin/orders?status=${s}`}
                className="flex min-h-tap flex-col rounded-xs border border-line px-3 py-2 hover:border-maroon hover:bg-maroon-tint"
              >
                <span className="font-display text-2xl text-ink lining-nums tabular-nums">
                  {data.orders_by_status[s] ?? 0}
                </span>
                <span className="text-xs text-ink-soft">{words(s)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>

      <div className="grid gap-4 desktop:grid-cols-2">
        <Panel title="Orders and revenue, last 30 days" id="daily-chart">
          <DailyChart daily={data.daily} />
        </Panel>
        <Panel title="18 KT gold rate (yellow), ₹ per gram" id="rate-chart">
          <RateChart points={data.gold_rate_history} />
        </Panel>
      </div>
    </div>
  );
}
