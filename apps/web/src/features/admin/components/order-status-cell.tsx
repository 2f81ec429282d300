import { PRODUCTION_STAGE_LABELS } from '@kanak/domain/order-states';
import type { AdminOrderSummary } from '../api';
import { Pill } from './status-pill';

/** An order's status pill, with the production stage beside it while it is being made. */
export function StatusCell({
  status,
  stage,
}: {
  status: string;
  stage: AdminOrderSummary['production_stage'];
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Pill value={status} />
      {status === 'in_production' && stage && (
        <span className="text-xs text-ink-soft">{PRODUCTION_STAGE_LABELS[stage]}</span>
      )}
    </span>
  );
}
