import { formatRupees } from '@kanak/domain/money';
import type { DashboardResponse } from '../../api';
import { label, PAD } from './chart-frame';
import { ChartSvg, INNER_H, INNER_W } from './chart-svg';

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
  const xy = points.map((p, i) => ({
    point: p,
    x: PAD.left + (points.length === 1 ? INNER_W / 2 : (i / (points.length - 1)) * INNER_W),
    y: PAD.top + INNER_H - ((p.rate - lo) / (hi - lo)) * INNER_H,
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
      <ChartSvg
        ariaLabel={`18 KT gold rate, now ${formatRupees(last.rate)} per gram; lowest ${formatRupees(min)}, highest ${formatRupees(max)}`}
        first={first.date}
        last={last.date}
      >
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
      </ChartSvg>
      <figcaption className="sr-only">
        18 KT yellow gold rate per gram over the last 30 days
      </figcaption>
    </figure>
  );
}
