import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { KARAT_LABELS } from '@kanak/domain/catalog';
import { WORKSHOP_KARATS, type WorkshopKarat } from '@kanak/domain/workshop';
import { LINK } from '../../../../components/ui/class-names';
import { DENSE_INPUT_CLASS, Field, InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { formatWeight } from '../../../../lib/format-weight';
import { adminSend, type AdminOrderDetail } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { gramsError, parseGrams, stonesPayload, type StoneRow } from '../../utils/workshop';
import { useKarigars, useWorkshopSaved, type Job } from '../../workshop-api';
import { KaratSelect } from '../workshop/karat-select';
import { StonesFields } from '../workshop/stones-fields';

type Item = AdminOrderDetail['order']['items'][number];
const FIELDS = ['karigar_id', 'item_id', 'gold_issued_g', 'karat', 'due_on'];

/** The piece's own karat when the workshop keeps it, else 22 KT. */
const karatOf = (item: Item | undefined): WorkshopKarat =>
  item && (WORKSHOP_KARATS as readonly string[]).includes(item.karat)
    ? (item.karat as WorkshopKarat)
    : '22k';

/**
 * Issues a job for a piece of the order (ARCHITECTURE §10): gold of a karat from stock to a
 * karigar, the stones given, and the date it is due back. `onIssued` shows the new job card.
 */
export function IssueJobForm({
  order,
  onIssued,
}: {
  order: AdminOrderDetail['order'];
  onIssued: (job: Job) => void;
}) {
  const karigars = useKarigars();
  const first = order.items[0];
  const [karigarId, setKarigarId] = useState('');
  const [itemId, setItemId] = useState(String(first?.id ?? ''));
  const [gold, setGold] = useState('');
  const [karat, setKarat] = useState<WorkshopKarat>(karatOf(first));
  const [stones, setStones] = useState<StoneRow[]>([]);
  const [dueOn, setDueOn] = useState('');
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useWorkshopSaved();
  const item = order.items.find((i) => String(i.id) === itemId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.reset();
    const local: Record<string, string> = {};
    if (!karigarId) local.karigar_id = 'Please choose the karigar.';
    const goldBad = gramsError(gold, { positive: true });
    if (goldBad) local.gold_issued_g = goldBad;
    if (!dueOn) local.due_on = 'Please enter the due date.';
    const stoneRows = stonesPayload(stones);
    if (!stoneRows.ok) local.stones = stoneRows.error;
    setChecked(local);
    if (Object.keys(local).length > 0 || !stoneRows.ok) return;
    setBusy(true);
    try {
      const { job } = await adminSend<{ job: Job }>(`orders/${order.id}/jobs`, 'POST', {
        karigar_id: Number(karigarId),
        item_id: Number(itemId),
        gold_issued_g: parseGrams(gold),
        karat,
        stones_issued: stoneRows.stones,
        due_on: dueOn,
      });
      setGold('');
      setStones([]);
      setDueOn('');
      saved();
      onIssued(job);
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };

  const error = (f: string) => checked[f] ?? form.fieldError(f);
  const general = form.error && !FIELDS.some((f) => form.error?.fields[f]) ? form.error : null;
  const list = karigars.data?.karigars ?? [];
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-3"
      aria-labelledby="o-issue-title"
    >
      <h3 id="o-issue-title" className="font-sans text-sm font-bold text-ink">
        Issue a job
      </h3>
      {karigars.isSuccess && list.length === 0 && (
        <p className="text-sm text-ink-soft">
          No karigars yet.{' '}
          <Link to="/admin/workshop/karigars" className={LINK}>
            Add a karigar
          </Link>{' '}
          first.
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Field dense id="j-karigar" label="Karigar" error={error('karigar_id')}>
          {(describedBy, invalid) => (
            <select
              id="j-karigar"
              value={karigarId}
              onChange={(e) => setKarigarId(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={DENSE_INPUT_CLASS}
            >
              <option value="">Choose…</option>
              {list.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                  {k.skills.length ? ` (${k.skills.join(', ')})` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field dense id="j-item" label="Piece" error={error('item_id')}>
          {(describedBy, invalid) => (
            <select
              id="j-item"
              value={itemId}
              onChange={(e) => {
                setItemId(e.target.value);
                setKarat(karatOf(order.items.find((i) => String(i.id) === e.target.value)));
              }}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={DENSE_INPUT_CLASS}
            >
              {order.items.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name} · {KARAT_LABELS[i.karat]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <KaratSelect
          id="j-karat"
          value={karat}
          onChange={setKarat}
          error={form.fieldError('karat')}
        />
        <InputField
          dense
          id="j-due"
          label="Due date"
          type="date"
          error={error('due_on')}
          value={dueOn}
          onChange={(e) => setDueOn(e.target.value)}
        />
        <InputField
          dense
          id="j-gold"
          className="sm:col-span-2"
          label="Gold issued (g)"
          hint={
            item
              ? `Up to 3 decimals; the piece weighs about ${formatWeight(item.metal_weight, 'g')}`
              : 'Up to 3 decimals'
          }
          inputMode="decimal"
          autoComplete="off"
          error={error('gold_issued_g')}
          value={gold}
          onChange={(e) => setGold(e.target.value)}
        />
      </div>
      <StonesFields
        id="j-stones"
        legend="Stones issued"
        rows={stones}
        onChange={setStones}
        error={checked.stones}
      />
      <StatusLine error={general} />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        Issue job
      </button>
    </form>
  );
}
