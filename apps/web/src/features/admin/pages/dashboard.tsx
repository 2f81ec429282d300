import { Link } from 'react-router';
import { useDashboard, type DashboardResponse } from '../api';
import { LoadError, Loading, PageHeader, Panel, rupees, words } from '../components/ui';

const STATUS_ORDER = [
  'pending_advance',
  'in_production',
  'balance_paid',
  'dispatched',
  'delivered',
  'cancelled',
  'expired',
] as const;
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const label = (date: string) => shortDate.format(new Date(`${date}T00:00:00`));

/** Orders by status, money collected, what to dispatch, 30 days of sales and the 18k rate. */
export function DashboardPage() {
  const query = useDashboard();
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Today’s work at a glance: orders by stage, money in, and what is ready to dispatch."
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : (
        <Figures data={query.data} />
      )}
    </>
  );
}

function Figures({ data }: { data: DashboardResponse }) {
  const figures = [
    { label: 'Advance collected', value: rupees(data.advance_collected) },
    { label: 'Balance collected', value: rupees(data.balance_collected) },
    { label: 'Refunded', value: rupees(data.refunded) },
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
          <span className="mt-1 block font-display text-4xl lining-nums tabular-nums">{data.due_for_dispatch}</span>
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

      <Panel title="Orders by status" id="by-status">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 desktop:grid-cols-7">
          {STATUS_ORDER.map((s) => (
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

const W = 600;
const H = 220;
const PAD = { top: 14, right: 12, bottom: 26, left: 12 };

/** Bars: revenue per day (maroon), orders per day as gold dots; a table for screen readers. */
function DailyChart({ daily }: { daily: DashboardResponse['daily'] }) {
  const maxRevenue = Math.max(1, ...daily.map((d) => d.revenue));
  const maxOrders = Math.max(1, ...daily.map((d) => d.orders));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, daily.length);
  const totalOrders = daily.reduce((s, d) => s + d.orders, 0);
  const totalRevenue = daily.reduce((s, d) => s + d.revenue, 0);
  return (
    <figure>
      <p className="mb-2 flex flex-wrap gap-x-4 text-sm text-ink-soft">
        <span>
          <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 bg-maroon" />
          Revenue {rupees(totalRevenue)}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 rounded-full bg-gold" />
          Orders {totalOrders}
        </span>
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Last 30 days: ${totalOrders} orders, ${rupees(totalRevenue)} collected`}
      >
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          stroke="var(--color-line-strong)"
        />
        {daily.map((d, i) => {
          const h = (d.revenue / maxRevenue) * innerH;
          const x = PAD.left + i * step;
          const cy = PAD.top + innerH - (d.orders / maxOrders) * innerH;
          return (
            <g key={d.date}>
              <title>{`${label(d.date)}: ${d.orders} orders, ${rupees(d.revenue)}`}</title>
              <rect
                x={x + step * 0.15}
                width={step * 0.7}
                y={PAD.top + innerH - h}
                height={Math.max(h, d.revenue > 0 ? 1 : 0)}
                fill="var(--color-maroon)"
                rx="1"
              />
              {d.orders > 0 && (
                <circle
                  cx={x + step / 2}
                  cy={cy}
                  r="3.5"
                  fill="var(--color-gold)"
                  stroke="var(--color-pearl)"
                />
              )}
            </g>
          );
        })}
        {daily.length > 0 && (
          <>
            <text x={PAD.left} y={H - 8} fontSize="11" fill="var(--color-ink-muted)">
              {label(daily[0]!.date)}
            </text>
            <text
              x={W - PAD.right}
              y={H - 8}
              fontSize="11"
              textAnchor="end"
              fill="var(--color-ink-muted)"
            >
              {label(daily.at(-1)!.date)}
            </text>
          </>
        )}
      </svg>
      <figcaption className="sr-only">Daily orders and revenue for the last 30 days</figcaption>
    </figure>
  );
}

/** A line of the 18 KT rate over the last 30 days (one point per day the card changed). */
function RateChart({ points }: { points: DashboardResponse['gold_rate_history'] }) {
  if (points.length === 0)
    return <p className="text-sm text-ink-soft">No rate changes in the last 30 days.</p>;
  const rates = points.map((p) => p.rate);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const span = max - min || Math.max(1, max * 0.02);
  const lo = min - span * 0.15;
  const hi = max + span * 0.15;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const xy = points.map((p, i) => {
    const x = PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
    const y = PAD.top + innerH - ((p.rate - lo) / (hi - lo)) * innerH;
    return [x, y] as const;
  });
  const last = points.at(-1)!;
  return (
    <figure>
      <p className="mb-2 text-sm text-ink-soft">
        Now <strong className="font-display text-xl text-ink lining-nums">{rupees(last.rate)}</strong> / g ·
        range {rupees(min)} – {rupees(max)}
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`18 KT gold rate, now ${rupees(last.rate)} per gram; lowest ${rupees(min)}, highest ${rupees(max)}`}
      >
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          stroke="var(--color-line-strong)"
        />
        <polyline
          points={xy.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke="var(--color-maroon)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        {xy.map(([x, y], i) => (
          <circle
            key={points[i]!.date}
            cx={x}
            cy={y}
            r="4"
            fill="var(--color-gold)"
            stroke="var(--color-maroon)"
          >
            <title>{`${label(points[i]!.date)}: ${rupees(points[i]!.rate)}`}</title>
          </circle>
        ))}
        <text x={PAD.left} y={H - 8} fontSize="11" fill="var(--color-ink-muted)">
          {label(points[0]!.date)}
        </text>
        <text
          x={W - PAD.right}
          y={H - 8}
          fontSize="11"
          textAnchor="end"
          fill="var(--color-ink-muted)"
        >
          {label(last.date)}
        </text>
      </svg>
      <figcaption className="sr-only">
        18 KT yellow gold rate per gram over the last 30 days
      </figcaption>
    </figure>
  );
}
