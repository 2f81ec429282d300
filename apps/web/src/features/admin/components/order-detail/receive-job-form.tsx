import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { gramsError, parseGrams, stonesPayload, type StoneRow } from '../../utils/workshop';
import { useWorkshopSaved, type Job } from '../../workshop-api';
import { StonesFields } from '../workshop/stones-fields';

const WEIGHTS = [
  { name: 'gross_weight_g', label: 'Gross weight (g)', hint: 'The piece with its stones' },
  { name: 'net_weight_g', label: 'Net weight (g)', hint: 'The metal in the piece' },
  { name: 'scrap_returned_g', label: 'Scrap returned (g)', hint: '0 when none' },
] as const;
type WeightName = (typeof WEIGHTS)[number]['name'];

/**
 * Receives a job back (ARCHITECTURE §10): the piece's gross and net weight, the scrap and the
 * stones returned. The API works out the fine-gold loss; `onReceived` shows it on the job.
 */
export function ReceiveJobForm({ job, onReceived }: { job: Job; onReceived: (job: Job) => void }) {
  const [weights, setWeights] = useState<Record<WeightName, string>>({
    gross_weight_g: '',
    net_weight_g: '',
    scrap_returned_g: '',
  });
  const [stones, setStones] = useState<StoneRow[]>([]);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useWorkshopSaved();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.reset();
    const local: Record<string, string> = {};
    for (const w of WEIGHTS) {
      const bad = gramsError(weights[w.name]);
      if (bad) local[w.name] = bad;
    }
    const stoneRows = stonesPayload(stones);
    if (!stoneRows.ok) local.stones = stoneRows.error;
    setChecked(local);
    if (Object.keys(local).length > 0 || !stoneRows.ok) return;
    setBusy(true);
    try {
      const answer = await adminSend<{ job: Job }>(`jobs/${job.id}/receive`, 'POST', {
        gross_weight_g: parseGrams(weights.gross_weight_g),
        net_weight_g: parseGrams(weights.net_weight_g),
        scrap_returned_g: parseGrams(weights.scrap_returned_g),
        stones_returned: stoneRows.stones,
      });
      saved();
      onReceived(answer.job);
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const error = (f: string) => checked[f] ?? form.fieldError(f);
  const general =
    form.error && !WEIGHTS.some((w) => form.error?.fields[w.name]) ? form.error : null;
  const id = `r-${job.id}`;
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-3"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="font-sans text-sm font-bold text-ink">
        Receive {job.number}
      </h4>
      <div className="grid gap-2 sm:grid-cols-3">
        {WEIGHTS.map((w) => (
          <InputField
            key={w.name}
            dense
            id={`${id}-${w.name}`}
            label={w.label}
            hint={w.hint}
            inputMode="decimal"
            autoComplete="off"
            error={error(w.name)}
            value={weights[w.name]}
            onChange={(e) => setWeights({ ...weights, [w.name]: e.target.value })}
          />
        ))}
      </div>
      <StonesFields
        id={`${id}-stones`}
        legend="Stones returned"
        rows={stones}
        onChange={setStones}
        error={checked.stones}
      />
      <StatusLine error={general} />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        Receive job
      </button>
    </form>
  );
}
