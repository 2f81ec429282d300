import { words } from '../utils/format';

/* Order and request statuses each have a tone; payments, slides and products borrow these. */
const PILL: Record<string, string> = {
  pending_advance: 'border-gold bg-gold-soft/50 text-gold-ink',
  in_production: 'border-maroon/30 bg-maroon-tint text-maroon',
  balance_paid: 'border-maroon bg-maroon text-ivory',
  dispatched: 'border-line-strong bg-sand text-ink',
  delivered: 'border-line-strong bg-sand text-ink',
  returned: 'border-line-strong bg-pearl text-ink-muted',
  cancelled: 'border-line-strong bg-pearl text-ink-muted',
  expired: 'border-line-strong bg-pearl text-ink-muted',
  new: 'border-maroon bg-maroon text-ivory',
  contacted: 'border-maroon/30 bg-maroon-tint text-maroon',
  quoted: 'border-gold bg-gold-soft/50 text-gold-ink',
  closed: 'border-line-strong bg-sand text-ink-muted',
  // The workshop (issue 38): a job past its due date, a loss above the allowed percentage.
  overdue: 'border-danger bg-maroon-tint text-danger',
  flagged: 'border-danger bg-maroon-tint text-danger',
  issued: 'border-gold bg-gold-soft/50 text-gold-ink',
  received: 'border-line-strong bg-sand text-ink',
  // Design rounds (issue 38).
  awaiting_customer: 'border-gold bg-gold-soft/50 text-gold-ink',
  approved: 'border-maroon bg-maroon text-ivory',
  changes_requested: 'border-maroon/30 bg-maroon-tint text-maroon',
};

/** A status as a small uppercase pill, coloured by the status's tone. */
export function Pill({ value, label }: { value: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-[0.6875rem] font-bold tracking-wider whitespace-nowrap uppercase ${PILL[value] ?? 'border-line-strong bg-sand text-ink'}`}
    >
      {label ?? words(value)}
    </span>
  );
}
