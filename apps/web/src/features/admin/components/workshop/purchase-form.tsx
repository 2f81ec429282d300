import { useState, type FormEvent } from 'react';
import type { WorkshopKarat } from '@kanak/domain/workshop';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { formatWeight } from '../../../../lib/format-weight';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { gramsError, karatLabel, parseGrams } from '../../utils/workshop';
import { useWorkshopSaved, type MetalEntry } from '../../workshop-api';
import { KaratSelect } from './karat-select';

const FIELDS = ['karat', 'weight_g', 'rate', 'supplier'];
const RATE_ERROR = 'Please enter the rate per gram.';

/** Gold bought from a supplier goes into stock: its karat, weight, rate per gram and supplier. */
export function PurchaseForm() {
  const [karat, setKarat] = useState<WorkshopKarat>('22k');
  const [weight, setWeight] = useState('');
  const [rate, setRate] = useState('');
  const [supplier, setSupplier] = useState('');
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useWorkshopSaved();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.reset();
    const rupees = Number(rate.trim().replace(/,/g, ''));
    const local: Record<string, string> = {};
    const weightBad = gramsError(weight, { positive: true });
    if (weightBad) local.weight_g = weightBad;
    if (!rate.trim() || !Number.isFinite(rupees) || rupees <= 0) local.rate = RATE_ERROR;
    setChecked(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const { entry } = await adminSend<{ entry: MetalEntry }>('metal/purchases', 'POST', {
        karat,
        weight_g: parseGrams(weight),
        rate: rupees,
        supplier: supplier.trim(),
      });
      form.succeed(
        `${formatWeight(entry.weight_g, 'g')} of ${karatLabel(entry.karat)} added to stock.`,
      );
      setWeight('');
      setRate('');
      setSupplier('');
      saved();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const error = (f: string) => checked[f] ?? form.fieldError(f);
  const general = form.error && !FIELDS.some((f) => form.error?.fields[f]) ? form.error : null;
  return (
    <Panel title="Buy gold" id="w-purchase">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <KaratSelect
          id="p-karat"
          value={karat}
          onChange={setKarat}
          error={form.fieldError('karat')}
        />
        <InputField
          dense
          id="p-weight"
          label="Weight (g)"
          hint="Up to 3 decimals"
          inputMode="decimal"
          autoComplete="off"
          error={error('weight_g')}
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
        />
        <InputField
          dense
          id="p-rate"
          label="Rate (₹ per gram)"
          inputMode="decimal"
          autoComplete="off"
          error={error('rate')}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
        <InputField
          dense
          id="p-supplier"
          label="Supplier"
          autoComplete="off"
          error={form.fieldError('supplier')}
          value={supplier}
          onChange={(e) => setSupplier(e.target.value)}
        />
        <StatusLine ok={form.ok} error={general} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Add to stock
        </button>
      </form>
    </Panel>
  );
}
