import { formatRupees } from '@kanak/domain/money';
import type { DashboardResponse } from '../../api';
import { H, label, PAD, W } from './chart-frame';

/** A line of the 18 KT rate over the last 30 days (one point per day the card changed). */
export function RateChart({ points }: { points: DashboardResponse['gold_rate_history'] }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last)
    return <p className="text-sm text-ink-soft">No rate changes in the last 30 days.</p>;
  const rates = points.map((p) => p.rate);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const span = max - min || Math.max(1, max * 0.02);
  const lo = min - span * 0.15;
  const hi = max + span * 0.15;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const xy = points.map((p, i) => ({
    point: p,
    x: PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW),
    y: PAD.top + innerH - ((p.rate - lo) / (hi - lo)) * innerH,
  }));
  return (
    <figure>
      <p className="mb-2 text-sm text-ink-soft">
        Now{' '}
        <strong className="font-display text-xl text-ink lining-nums">
          {formatRupees(last.rate)}
        </strong>{' '}
        / g · range {formatRupees(min)} – {formatRupees(max)}
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`18 KT gold rate, now ${formatRupees(last.rate)} per gram; lowest ${formatRupees(min)}, highest ${formatRupees(max)}`}
      >
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          stroke="var(--color-line-strong)"
        />
        <polyline
          points={xy.map(({ x, y }) => `${x},${y}`).join(' ')}
          fill="none"
          stroke="var(--color-maroon)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        {xy.map(({ point, x, y }) => (
          <circle
            key={point.date}
            cx={x}
            cy={y}
            r="4"
            fill="var(--color-gold)"
            stroke="var(--color-maroon)"
          >
            <title>{`${label(point.date)}: ${formatRupees(point.rate)}`}</title>
          </circle>
        ))}
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
      </svg>
      <figcaption className="sr-only">
        18 KT yellow gold rate per gram over the last 30 days
      </figcaption>
    </figure>
  );
}
