import type { Order } from '../../../lib/order-item';
import {
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  type ProductionStage,
} from '@kanak/domain/order-states';

export type StepState = 'done' | 'current' | 'ready' | 'todo';

/**
 * Each stage's state, agreeing with the order's headline (order-story): nothing begun before the
 * advance; the stage in hand while made, paid in full or not (a balance paid early does not finish
 * the making); the final stage 'ready' once reached; everything done once dispatched.
 */
export function trackerSteps(
  order: Pick<Order, 'status' | 'production_stage'>,
): { stage: ProductionStage; state: StepState }[] {
  const shipped = order.status === 'dispatched' || order.status === 'delivered';
  const making = order.status === 'in_production' || order.status === 'balance_paid';
  const current = making ? PRODUCTION_STAGES.indexOf(order.production_stage ?? PRODUCTION_STAGES[0]) : -1;
  return PRODUCTION_STAGES.map((stage, i) => ({
    stage,
    state: shipped || i < current ? 'done' : i === current ? (stage === 'final' ? 'ready' : 'current') : 'todo',
  }));
}

const NOTE: Partial<Record<StepState, string>> = { current: 'In progress', ready: 'Ready' };

/** ARCHITECTURE §4: the production stages as a tracker, the current one highlighted. */
export function ProductionTracker({ order }: { order: Order }) {
  return (
    <section aria-labelledby="tracker-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
      <h2 id="tracker-title" className="eyebrow">
        Making your piece
      </h2>
      <ol className="mt-5 grid gap-3 sm:grid-cols-5 sm:gap-2">
        {trackerSteps(order).map(({ stage, state }, i) => {
          const isCurrent = state === 'current' || state === 'ready';
          const done = state === 'done' || state === 'ready';
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
                    : done
                      ? 'border-gold bg-gold-soft text-maroon'
                      : 'border-line-strong bg-pearl text-ink-muted'
                }`}
              >
                {done ? '✓' : i + 1}
              </span>
              <span className={`text-sm ${isCurrent ? 'font-bold text-maroon' : done ? 'text-ink' : 'text-ink-muted'}`}>
                {PRODUCTION_STAGE_LABELS[stage]}
                {NOTE[state] && <span className="block text-xs font-semibold text-ink-soft">{NOTE[state]}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
