import type { ReactNode } from 'react';
import { H, label, PAD, W } from './chart-frame';

/** The inner drawing area, inside the padding. */
export const INNER_W = W - PAD.left - PAD.right;
export const INNER_H = H - PAD.top - PAD.bottom;

/**
 * A dashboard chart's box: the SVG with its accessible label and its base line, the marks
 * (`children`), and the first and the last day written under the ends.
 */
export function ChartSvg({
  ariaLabel,
  first,
  last,
  children,
}: {
  ariaLabel: string;
  /** The first and the last day, `YYYY-MM-DD`; no dates are written without both. */
  first: string | undefined;
  last: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={ariaLabel}>
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={H - PAD.bottom}
        y2={H - PAD.bottom}
        stroke="var(--color-line-strong)"
      />
      {children}
      {first !== undefined && last !== undefined && (
        <>
          <text x={PAD.left} y={H - 8} fontSize="11" fill="var(--color-ink-muted)">
            {label(first)}
          </text>
          <text
            x={W - PAD.right}
            y={H - 8}
            fontSize="11"
            textAnchor="end"
            fill="var(--color-ink-muted)"
          >
            {label(last)}
          </text>
        </>
      )}
    </svg>
  );
}
