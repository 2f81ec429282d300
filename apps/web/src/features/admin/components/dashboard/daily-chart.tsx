import { formatRupees } from '@kanak/domain/money';
import type { DashboardResponse } from '../../api';
import { label, PAD } from './chart-frame';
import { ChartSvg, INNER_H, INNER_W } from './chart-svg';

/** Bars: revenue per day (maroon), orders per day as gold dots; a table for screen readers. */
export function DailyChart({ daily }: { daily: DashboardResponse['daily'] }) {
  const maxRevenue = Math.max(1, ...daily.map((d) => d.revenue));
  const maxOrders = Math.max(1, ...daily.map((d) => d.orders));
  const step = INNER_W / Math.max(1, daily.length);
  const totalOrders = daily.reduce((s, d) => s + d.orders, 0);
  const totalRevenue = daily.reduce((s, d) => s + d.revenue, 0);
  const first = daily[0];
  const last = daily.at(-1);
  return (
    <figure>
      <p className="mb-2 flex flex-wrap gap-x-4 text-sm text-ink-soft">
        <span>
          <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 bg-maroon" />
          Revenue {formatRupees(totalRevenue)}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 rounded-full bg-gold" />
          Orders {totalOrders}
        </span>
      </p>
      <ChartSvg
        ariaLabel={`Last 30 days: ${totalOrders} orders, ${formatRupees(totalRevenue)} collected`}
        first={first?.date}
        last={last?.date}
      >
        {daily.map((d, i) => {
          const h = (d.revenue / maxRevenue) * INNER_H;
          const x = PAD.left + i * step;
          const cy = PAD.top + INNER_H - (d.orders / maxOrders) * INNER_H;
          return (
            <g key={d.date}>
              <title>{`${label(d.date)}: ${d.orders} orders, ${formatRupees(d.revenue)}`}</title>
              <rect
                x={x + step * 0.15}
                width={step * 0.7}
                y={PAD.top + INNER_H - h}
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
      </ChartSvg>
      <figcaption className="sr-only">Daily orders and revenue for the last 30 days</figcaption>
    </figure>
  );
}
