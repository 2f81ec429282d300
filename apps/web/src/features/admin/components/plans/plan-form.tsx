import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPlans } from '@kanak/domain/contract/plans';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';

export const adminPlansKey = ['admin', 'plans'] as const;
type AdminPlan = AdminPlans['plans'][number];

/** Creates a plan, or edits `plan` (enrolments keep the monthly amount they chose). */
export function PlanForm({ plan, onDone }: { plan?: AdminPlan; onDone?: () => void }) {
  const prefix = plan ? `plan-${plan.id}` : 'new-plan';
  const [name, setName] = useState(plan?.name ?? '');
  const [min, setMin] = useState(plan ? String(plan.min_monthly) : '');
  const [max, setMax] = useState(plan ? String(plan.max_monthly) : '');
  const [active, setActive] = useState(plan?.active ?? true);
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const client = useQueryClient();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body = { name: name.trim(), min_monthly: Number(min), max_monthly: Number(max), active };
      await adminSend(plan ? `plans/${plan.id}` : 'plans', plan ? 'PUT' : 'POST', body);
      form.succeed(`${body.name} saved.`);
      if (!plan) {
        setName('');
        setMin('');
        setMax('');
      }
      await client.invalidateQueries({ queryKey: adminPlansKey });
      onDone?.();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={plan ? `Edit ${plan.name}` : 'New plan'} id={prefix}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <InputField dense id={`${prefix}-name`} label="Name" placeholder="Kanak 11 + 1" error={form.fieldError('name')} value={name} onChange={(e) => setName(e.target.value)} />
        <InputField dense id={`${prefix}-min`} label="Smallest monthly amount (₹)" type="number" min="1" error={form.fieldError('min_monthly')} value={min} onChange={(e) => setMin(e.target.value)} />
        <InputField dense id={`${prefix}-max`} label="Largest monthly amount (₹)" type="number" min="1" error={form.fieldError('max_monthly')} value={max} onChange={(e) => setMax(e.target.value)} />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          Open for joining
        </label>
        <StatusLine ok={form.ok} error={form.error && Object.keys(form.error.fields).length === 0 ? form.error : null} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {plan ? 'Save plan' : 'Add plan'}
        </button>
      </form>
    </Panel>
  );
}
