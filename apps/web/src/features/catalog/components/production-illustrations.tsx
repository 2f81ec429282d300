import type { JSX } from 'react';
import type { ProductionStage } from '@kanak/domain/order-states';

/*
 * Small line drawings for the 'Product Creation' steps: lines in the current colour with one gold
 * accent each. Decorative: the step's heading says what it shows.
 */
const GOLD = 'var(--color-gold)';

/** A brilliant-cut stone centred on (x, y), `w` wide. */
const Stone = ({ x, y, w }: { x: number; y: number; w: number }) => {
  const h = w / 2;
  return (
    <path
      d={`M${x - h * 0.6} ${y - h * 0.45}h${w * 0.6}l${h * 0.4} ${h * 0.45}-${h} ${h * 1.05}-${h}-${h * 1.05}z M${x - h} ${y}h${w}`}
      stroke={GOLD}
    />
  );
};

const Designing = () => (
  <>
    <rect x="12" y="10" width="32" height="42" rx="2" />
    <path d="M18 20h14M18 26h10" />
    <circle cx="28" cy="40" r="6" />
    <path d="m48 12 5 5-17 17-7 2 2-7 17-17Z" stroke={GOLD} />
  </>
);

const Cad = () => (
  <>
    <path d="M10 14h44v30H10zM24 52h16M32 44v8" />
    <ellipse cx="32" cy="34" rx="10" ry="4" />
    <path d="M22 34v-3M42 34v-3" strokeDasharray="1 2" />
    <ellipse cx="32" cy="31" rx="10" ry="4" strokeDasharray="2 2" />
    <Stone x={32} y={22} w={9} />
  </>
);

const Manufacturing = () => (
  <>
    <path d="M14 28h30l-3 20H17l-3-20Z" />
    <path d="M44 32h6l2-6" />
    <path d="M20 54h18" />
    <path d="M29 23c-3-3-1-7 1-10 1 3 5 5 3 10M23 23c-1-2 0-3 1-4" stroke={GOLD} />
  </>
);

const Setting = () => (
  <>
    <circle cx="30" cy="42" r="11" />
    <path d="M25 31.5 30 27l5 4.5" />
    <path d="M52 8 36 24M56 14 38 27" />
    <Stone x={30} y={24} w={10} />
  </>
);

const Final = () => (
  <>
    <path d="M14 30h36v22H14z" />
    <path d="M14 30l6-8h24l6 8" />
    <circle cx="32" cy="40" r="7" />
    <Stone x={32} y={31} w={7} />
    <path d="M50 8v6M47 11h6M12 10v4M10 12h4" stroke={GOLD} />
  </>
);

const DRAWINGS: Record<ProductionStage, () => JSX.Element> = {
  designing: Designing,
  cad: Cad,
  manufacturing: Manufacturing,
  setting: Setting,
  final: Final,
};

export function ProductionIllustration({
  stage,
  className = 'size-14',
}: {
  stage: ProductionStage;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {DRAWINGS[stage]()}
    </svg>
  );
}
