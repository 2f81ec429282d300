import { useState, type FormEvent } from 'react';
import { WEIGHT_VARIATION_PERCENT } from '@kanak/domain/rules';
import { InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { useOrderActionForm } from './use-order-action-form';

/** The weights a finished piece may have: the ordered weight ± the allowed variation. */
const allowed = (w: number) =>
  `${(w * (1 - WEIGHT_VARIATION_PERCENT / 100)).toFixed(3)}–${(w * (1 + WEIGHT_VARIATION_PERCENT / 100)).toFixed(3)}`;

/** Records the finished weight, which re-prices the order at its locked rates. */
export function WeightForm({ order }: { order: AdminOrderDetail['order'] }) {
  const [metal, setMetal] = useState('');
  const [diamond, setDiamond] = useState('');
  const [reason, setReason] = useState('');
  const { run, form, busy } = useOrderActionForm(order.id);
  // The workshop's net weight is the check (decision 051): a weight more than 0.01 g from it
  // needs the owner's reason, asked for once the API has refused one without.
  const askReason = reason !== '' || form.fieldError('reason') !== undefined;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(
      'finished-weight',
      {
        metal_weight: Number(metal),
        ...(diamond.trim() ? { diamond_weight: Number(diamond) } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      () => {
        setMetal('');
        setDiamond('');
        setReason('');
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <h3 className="font-sans text-sm font-bold text-ink">Record the finished weight</h3>
      <p className="text-xs text-ink-soft">
        The whole order as weighed. It must be within ±{WEIGHT_VARIATION_PERCENT}% of the ordered
        weight; every piece is then re-priced at the rates locked when the order was placed, the
        balance changes, and the customer is told and may cancel within 24 hours.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <InputField
          dense
          id="o-metal"
          label="Metal (g)"
          hint={`Ordered ${order.ordered_metal_weight}; allowed ${allowed(order.ordered_metal_weight)}${
            order.workshop_net_weight === null
              ? ''
              : `; the karigar returned ${order.workshop_net_weight} net`
          }`}
          error={form.fieldError('metal_weight')}
          inputMode="decimal"
          required
          value={metal}
          onChange={(e) => setMetal(e.target.value)}
        />
        <InputField
          dense
          id="o-diamond"
          label="Diamond (ct)"
          hint={
            order.ordered_diamond_weight > 0
              ? `Ordered ${order.ordered_diamond_weight}; blank = as ordered`
              : 'No diamonds'
          }
          error={form.fieldError('diamond_weight')}
          inputMode="decimal"
          value={diamond}
          onChange={(e) => setDiamond(e.target.value)}
        />
      </div>
      {askReason && (
        <InputField
          dense
          id="o-weight-reason"
          label="Why it differs from the karigar's net weight"
          error={form.fieldError('reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      <StatusLine
        error={form.error && Object.keys(form.error.fields).length === 0 ? form.error : null}
      />
      <button type="submit" className="btn btn-outline w-full" disabled={busy || !metal.trim()}>
        Record weight
      </button>
    </form>
  );
}
