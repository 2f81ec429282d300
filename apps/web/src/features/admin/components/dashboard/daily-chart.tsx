import { formatRupees } from '@kanak/domain/money';
import type { DashboardResponse } from '../../api';
import { H, label, PAD, W } from './chart-frame';

/** Bars: revenue per day (maroon), orders per day as gold dots; a table for screen readers. */
export function DailyChart({ daily }: { daily: DashboardResponse['daily'] }) {
  const maxRevenue = Math.max(1, ...daily.map((d) => d.revenue));
  const maxOrders = Math.max(1, ...daily.map((d) => d.orders));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, daily.length);
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
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Last 30 days: ${totalOrders} orders, ${formatRupees(totalRevenue)} collected`}
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
              <title>{`${label(d.date)}: ${d.orders} orders, ${formatRupees(d.revenue)}`}</title>
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
        {first && last && (
          <>
            <text x={PAD.left} y={H - 8} fontSize="11" fill="var(--color-ink-muted)">
              {label(first.date)}
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
          </>
        )}
      </svg>
      <figcaption className="sr-only">Daily orders and revenue for the last 30 days</figcaption>
    </figure>
  );
}
