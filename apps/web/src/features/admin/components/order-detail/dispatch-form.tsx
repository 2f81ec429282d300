import { useState, type FormEvent } from 'react';
import { COURIERS } from '@kanak/domain/couriers';
import { DENSE_INPUT_CLASS, Field, InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { emptyHuids, HuidFields } from './huid-fields';
import { useOrderActionForm } from './use-order-action-form';

/** The select's value for a courier outside COURIERS, typed into its own field. */
const OTHER = 'other';

/**
 * Ships a fully paid order: courier, tracking number and every piece's HUID. A courier from the
 * list gives the customer a tracking link; "Other" takes any name, shown without a link.
 */
export function DispatchForm({ order }: { order: AdminOrderDetail['order'] }) {
  const [choice, setChoice] = useState('');
  const [otherCourier, setOtherCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [huids, setHuids] = useState(() => emptyHuids(order.items));
  const { run, form, busy } = useOrderActionForm(order.id);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body: Record<string, string | string[]> = {};
    for (const item of order.items) {
      const list = (huids[String(item.id)] ?? []).map((h) => h.trim().toUpperCase());
      // One piece sends its HUID alone, several send a list (the API's shape).
      body[String(item.id)] = item.quantity === 1 ? (list[0] ?? '') : list;
    }
    const courier = choice === OTHER ? otherCourier.trim() : choice;
    run('dispatch', { courier, tracking_number: tracking.trim(), huids: body });
  };
  const setHuid = (itemId: string, piece: number, value: string) =>
    setHuids((h) => ({
      ...h,
      [itemId]: (h[itemId] ?? []).map((v, j) => (j === piece ? value : v)),
    }));
  const huidError =
    form.fieldError('huids') ??
    Object.entries(form.error?.fields ?? {}).find(([k]) => k.startsWith('huids'))?.[1];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <h3 className="font-sans text-sm font-bold text-ink">Dispatch</h3>
      <Field
        dense
        id="o-courier"
        label="Courier"
        error={choice === OTHER ? undefined : form.fieldError('courier')}
      >
        {(describedBy, invalid) => (
          <select
            id="o-courier"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={DENSE_INPUT_CLASS}
          >
            <option value="">Choose a courier</option>
            {COURIERS.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
            <option value={OTHER}>Other</option>
          </select>
        )}
      </Field>
      {choice === OTHER && (
        <InputField
          dense
          id="o-courier-other"
          label="Other courier's name"
          error={form.fieldError('courier')}
          value={otherCourier}
          onChange={(e) => setOtherCourier(e.target.value)}
        />
      )}
      <InputField
        dense
        id="o-tracking"
        label="Tracking number"
        error={form.fieldError('tracking_number')}
        value={tracking}
        onChange={(e) => setTracking(e.target.value)}
      />
      <HuidFields items={order.items} huids={huids} onChange={setHuid} error={huidError} />
      <StatusLine
        error={form.error && Object.keys(form.error.fields).length === 0 ? form.error : null}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        Dispatch order
      </button>
    </form>
  );
}
