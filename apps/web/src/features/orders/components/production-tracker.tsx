import type { Order } from '../../../lib/order-item';
import { designImages, Thumbnails } from './design-media';
import { indiaDay } from './order-status';
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

type TrackerOrder = Pick<Order, 'status' | 'production_stage' | 'designs' | 'photos'>;

/**
 * What the customer sees under a stage (issue 38): the bench photos taken at it and, under CAD,
 * the design they approved. Alt texts say the stage, the photo's place and its day.
 */
export function stageMedia(order: Pick<TrackerOrder, 'designs' | 'photos'>, stage: ProductionStage) {
  const label = PRODUCTION_STAGE_LABELS[stage];
  const photos = order.photos.filter((p) => p.stage === stage);
  const approved = stage === 'cad' ? order.designs.findLast((d) => d.status === 'approved') : undefined;
  return {
    approved: approved && { design: approved, images: designImages(approved) },
    photos: photos.map((p, i) => ({
      src: p.url,
      alt: `${label}: photo ${i + 1} of ${photos.length} from the bench, ${indiaDay(p.created_at)}`,
    })),
  };
}

function StageMedia({ order, stage }: { order: TrackerOrder; stage: ProductionStage }) {
  const { approved, photos } = stageMedia(order, stage);
  if (!approved && photos.length === 0) return null;
  return (
    <div className="mt-3 space-y-3">
      {approved && (
        <div>
          <p className="text-xs font-semibold text-ink-soft">
            Your approved design · round {approved.design.round}
          </p>
          <div className="mt-1.5">
            <Thumbnails title={`Approved design, round ${approved.design.round}`} images={approved.images} size="medium" />
          </div>
        </div>
      )}
      {photos.length > 0 && (
        <div>
          <p className="text-xs font-semibold text-ink-soft">From the bench</p>
          <div className="mt-1.5">
            <Thumbnails title={`${PRODUCTION_STAGE_LABELS[stage]} — from the bench`} images={photos} size="medium" />
          </div>
        </div>
      )}
    </div>
  );
}

function StepMark({ state, index }: { state: StepState; index: number }) {
  const isCurrent = state === 'current' || state === 'ready';
  const done = state === 'done' || state === 'ready';
  return (
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
      {done ? '✓' : index + 1}
    </span>
  );
}

function StepLabel({ stage, state, waiting }: { stage: ProductionStage; state: StepState; waiting: boolean }) {
  const isCurrent = state === 'current' || state === 'ready';
  const done = state === 'done' || state === 'ready';
  // §10: at CAD the making waits while the latest design waits for the customer.
  const note = stage === 'cad' && state === 'current' && waiting ? 'Waiting for your approval' : NOTE[state];
  return (
    <span className={`text-sm ${isCurrent ? 'font-bold text-maroon' : done ? 'text-ink' : 'text-ink-muted'}`}>
      {PRODUCTION_STAGE_LABELS[stage]}
      {note && <span className="block text-xs font-semibold text-ink-soft">{note}</span>}
    </span>
  );
}

/**
 * ARCHITECTURE §4: the production stages as a tracker, the current one highlighted. Once there is
 * something to see (§10: bench photos, the approved design) the stages stand one under another at
 * every width, each with its pictures.
 */
export function ProductionTracker({ order }: { order: TrackerOrder }) {
  const steps = trackerSteps(order);
  const withMedia = order.photos.length > 0 || order.designs.some((d) => d.status === 'approved');
  const waiting = order.designs.at(-1)?.status === 'awaiting_customer';
  return (
    <section aria-labelledby="tracker-title" className="rounded-sm border border-line bg-pearl p-5 desktop:p-6">
      <h2 id="tracker-title" className="eyebrow">
        Making your piece
      </h2>
      {withMedia ? (
        <ol className="mt-5">
          {steps.map(({ stage, state }, i) => (
            <li
              key={stage}
              aria-current={state === 'current' || state === 'ready' ? 'step' : undefined}
              className="relative flex gap-4 pb-5 last:pb-0"
            >
              {i < steps.length - 1 && (
                <span aria-hidden="true" className="absolute top-10 bottom-1 left-[1.0625rem] w-px bg-line" />
              )}
              <StepMark state={state} index={i} />
              <div className="min-w-0 flex-1 pt-2">
                <StepLabel stage={stage} state={state} waiting={waiting} />
                <StageMedia order={order} stage={stage} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <ol className="mt-5 grid gap-3 sm:grid-cols-5 sm:gap-2">
          {steps.map(({ stage, state }, i) => (
            <li
              key={stage}
              aria-current={state === 'current' || state === 'ready' ? 'step' : undefined}
              className="flex items-center gap-3 sm:flex-col sm:text-center"
            >
              <StepMark state={state} index={i} />
              <StepLabel stage={stage} state={state} waiting={waiting} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
