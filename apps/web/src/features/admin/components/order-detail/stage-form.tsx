import { useState } from 'react';
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from '@kanak/domain/order-states';
import { DENSE_INPUT_CLASS, Field } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { useOrderActionForm } from './use-order-action-form';

/** Moves an order in production to its next stage (SPEC §2 'Product Creation'). */
export function StageForm({ order }: { order: AdminOrderDetail['order'] }) {
  const [stage, setStage] = useState(order.production_stage ?? 'designing');
  const { run, form, busy } = useOrderActionForm(order.id);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        run('stage', { stage });
      }}
      className="space-y-2"
    >
      <Field dense id="o-stage" label="Production stage" error={form.fieldError('stage')}>
        {(describedBy) => (
          <select
            id="o-stage"
            value={stage}
            onChange={(e) => setStage(e.target.value as typeof stage)}
            aria-describedby={describedBy}
            className={DENSE_INPUT_CLASS}
          >
            {PRODUCTION_STAGES.map((st) => (
              <option key={st} value={st}>
                {PRODUCTION_STAGE_LABELS[st]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <StatusLine error={form.error} />
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={busy || stage === order.production_stage}
      >
        Set stage
      </button>
    </form>
  );
}
