import { useRef, useState, type FormEvent } from 'react';
import {
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  type ProductionStage,
} from '@kanak/domain/order-states';
import { DENSE_INPUT_CLASS, Field, FileField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { useOrderUpload } from './use-order-upload';

type Order = AdminOrderDetail['order'];

/**
 * Photos from the bench (ARCHITECTURE §10): what was posted under each stage, as the customer's
 * tracker shows them, and an upload for a stage (the current one first).
 */
export function BenchPhotos({ order }: { order: Order }) {
  const photos = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<ProductionStage>(order.production_stage ?? 'designing');
  const { form, busy, send } = useOrderUpload(order.id, 'photos');
  const making = order.status === 'in_production' || order.status === 'balance_paid';
  const stages = PRODUCTION_STAGES.filter((s) => order.photos.some((p) => p.stage === s));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = new FormData();
    data.append('stage', stage);
    for (const file of photos.current?.files ?? []) data.append('photos', file);
    void send(data, () => {
      if (photos.current) photos.current.value = '';
    });
  };
  return (
    <section aria-labelledby="o-photos-title" className="space-y-3">
      <h3 id="o-photos-title" className="font-sans text-sm font-bold text-ink">
        From the bench
      </h3>
      {stages.length === 0 ? (
        <p className="text-sm text-ink-soft">No photos yet.</p>
      ) : (
        stages.map((s) => (
          <div key={s}>
            <h4 className="text-xs font-bold tracking-wide text-ink-soft uppercase">
              {PRODUCTION_STAGE_LABELS[s]}
            </h4>
            <ul className="mt-1 flex flex-wrap gap-2">
              {order.photos
                .filter((p) => p.stage === s)
                .map((p, i) => (
                  <li key={p.id}>
                    <a href={p.url} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={p.url}
                        alt={`${PRODUCTION_STAGE_LABELS[s]} photo ${i + 1} (opens in a new tab)`}
                        width={72}
                        height={72}
                        loading="lazy"
                        className="size-18 rounded-xs border border-line object-cover"
                      />
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
      <StatusLine ok={form.ok} />
      {making && (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <div className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-start">
            <Field dense id="ph-stage" label="Stage" error={form.fieldError('stage')}>
              {(describedBy) => (
                <select
                  id="ph-stage"
                  value={stage}
                  onChange={(e) => setStage(e.target.value as ProductionStage)}
                  aria-describedby={describedBy}
                  className={DENSE_INPUT_CLASS}
                >
                  {PRODUCTION_STAGES.map((s) => (
                    <option key={s} value={s}>
                      {PRODUCTION_STAGE_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <FileField
              ref={photos}
              id="ph-photos"
              label="Photos"
              hint="JPEG, PNG or WebP."
              error={form.fieldError('photos')}
              multiple
              accept="image/jpeg,image/png,image/webp"
            />
          </div>
          <StatusLine
            error={
              form.error && !form.error.fields.photos && !form.error.fields.stage
                ? form.error
                : null
            }
          />
          <button type="submit" className="btn btn-outline w-full" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload photos'}
          </button>
        </form>
      )}
    </section>
  );
}
