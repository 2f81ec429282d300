import type { StatusTone } from './order-status';

const TONE: Record<StatusTone, string> = {
  pending: 'border-gold bg-gold-soft/50 text-gold-ink',
  active: 'border-maroon/30 bg-maroon-tint text-maroon',
  done: 'border-line-strong bg-sand text-ink',
  closed: 'border-line-strong bg-sand text-ink-muted',
};

/** The one-word state of an order, as a quiet pill. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-bold tracking-wider uppercase ${TONE[tone]}`}>
      {label}
    </span>
  );
}
