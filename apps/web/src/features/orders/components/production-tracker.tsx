import type { Order } from '../../../lib/order-item';
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from '@kanak/domain/order-states';

/** ARCHITECTURE §4: the production stages as a tracker, the current one highlighted. */
export function ProductionTracker({ order }: { order: Order }) {
  const finished = order.status === 'balance_paid' && order.production_stage === null;
  const current = order.production_stage ? PRODUCTION_STAGES.indexOf(order.production_stage) : -1;
  const done = (i: number) => finished || i < current;
  return (
    <section aria-labelledby="tracker-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
      <h2 id="tracker-title" className="eyebrow">
        Making your piece
      </h2>
      <ol className="mt-5 grid gap-3 sm:grid-cols-5 sm:gap-2">
        {PRODUCTION_STAGES.map((stage, i) => {
          const isCurrent = i === current;
          return (
            <li
              key={stage}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex items-center gap-3 sm:flex-col sm:text-center"
            >
              <span
                aria-hidden="true"
                className={`flex size-9 shrink-0 items-center justify-center rounded-full border font-display text-lg ${
                  isCurrent
                    ? 'border-maroon bg-maroon text-ivory ring-4 ring-maroon-tint'
                    : done(i)
                      ? 'border-gold bg-gold-soft text-maroon'
                      : 'border-line-strong bg-pearl text-ink-muted'
                }`}
              >
                {done(i) ? '✓' : i + 1}
              </span>
              <span className={`text-sm ${isCurrent ? 'font-bold text-maroon' : done(i) ? 'text-ink' : 'text-ink-muted'}`}>
                {PRODUCTION_STAGE_LABELS[stage]}
                {isCurrent && <span className="block text-xs font-semibold text-ink-soft">In progress</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
