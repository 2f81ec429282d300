import { useRef, useState, type FormEvent } from 'react';
import type { Design } from '@kanak/domain/contract/designs';
import { LINK } from '../../../../components/ui/class-names';
import { DENSE_INPUT_CLASS, Field, FileField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminOrderDetail } from '../../api';
import { when } from '../../utils/format';
import { Pill } from '../status-pill';
import { useOrderUpload } from './use-order-upload';

type Order = AdminOrderDetail['order'];

const STATUS: Record<Design['status'], string> = {
  awaiting_customer: 'Waiting for the customer',
  approved: 'Approved',
  changes_requested: 'Changes asked',
};

/** Why no round can be uploaded now, or null when one can (the API's rules, decision 053). */
export function designUploadBlocked(
  order: Pick<Order, 'status' | 'production_stage' | 'designs' | 'design_rounds_max'>,
): string | null {
  if (order.status !== 'in_production' && order.status !== 'balance_paid')
    return 'Designs are uploaded while the order is being made.';
  const latest = order.designs.at(-1);
  if (latest?.status === 'awaiting_customer')
    return `Round ${latest.round} is waiting for the customer’s answer.`;
  if (order.production_stage !== 'cad')
    return latest?.status === 'approved'
      ? `The customer approved round ${latest.round}.`
      : 'Set the stage to CAD to upload a design.';
  if ((latest?.round ?? 0) >= order.design_rounds_max)
    return `All ${order.design_rounds_max} design rounds have been used.`;
  return null;
}

/** One round: its number, status, files, the shop's note and the customer's comment. */
function Round({ design }: { design: Design }) {
  return (
    <li className="space-y-2 rounded-xs border border-line p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">Round {design.round}</span>
        <Pill value={design.status} label={STATUS[design.status]} />
        <span className="text-xs text-ink-muted sm:ml-auto">{when(design.created_at)}</span>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={`Round ${design.round} files`}>
        {design.files.map((f, i) => (
          <li key={f.url}>
            {f.kind === 'image' ? (
              <a href={f.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={f.url}
                  alt={`Round ${design.round}, render ${i + 1} (opens in a new tab)`}
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 rounded-xs border border-line object-cover"
                />
              </a>
            ) : (
              <a
                href={f.url}
                target="_blank"
                rel="noreferrer"
                className={`${LINK} inline-flex min-h-tap items-center text-sm`}
              >
                {f.kind === 'video' ? 'Turntable video' : '3D model (.glb)'}
              </a>
            )}
          </li>
        ))}
      </ul>
      {design.note && <p className="text-sm text-ink-soft">Note: {design.note}</p>}
      {design.customer_comment && (
        <p className="rounded-xs border border-gold bg-gold-soft/40 px-3 py-2 text-sm text-ink">
          <span className="font-semibold">The customer asked: </span>
          {design.customer_comment}
        </p>
      )}
    </li>
  );
}

/**
 * The design rounds of the order (ARCHITECTURE §10) and, at CAD, the upload of the next one: renders,
 * a turntable video or a .glb model, with a note. The customer is told by the API.
 */
export function DesignRounds({ order }: { order: Order }) {
  const files = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const { form, busy, send } = useOrderUpload(order.id, 'designs');
  const blocked = designUploadBlocked(order);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = new FormData();
    data.append('note', note.trim());
    for (const file of files.current?.files ?? []) data.append('files', file);
    void send(data, () => {
      setNote('');
      if (files.current) files.current.value = '';
    });
  };
  return (
    <section aria-labelledby="o-design-title" className="space-y-3">
      <h3 id="o-design-title" className="font-sans text-sm font-bold text-ink">
        Design ({order.designs.length} of {order.design_rounds_max} rounds)
      </h3>
      {order.designs.length > 0 && (
        <ol className="space-y-2">
          {order.designs.map((d) => (
            <Round key={d.id} design={d} />
          ))}
        </ol>
      )}
      <StatusLine ok={form.ok} />
      {blocked ? (
        <p className="text-sm text-ink-soft">{blocked}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <FileField
            ref={files}
            id="d-files"
            label="Design files"
            hint="Renders (JPEG, PNG or WebP), a turntable video (MP4) or a 3D model (.glb)."
            error={form.fieldError('files')}
            multiple
            accept="image/jpeg,image/png,image/webp,video/mp4,.glb,model/gltf-binary"
          />
          <Field
            dense
            id="d-note"
            label="Note for the customer"
            optional
            error={form.fieldError('note')}
          >
            {(describedBy, invalid) => (
              <textarea
                id="d-note"
                rows={3}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={DENSE_INPUT_CLASS}
              />
            )}
          </Field>
          <StatusLine
            error={
              form.error && !form.error.fields.files && !form.error.fields.note ? form.error : null
            }
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? 'Uploading…' : `Send round ${order.designs.length + 1} to the customer`}
          </button>
        </form>
      )}
    </section>
  );
}
