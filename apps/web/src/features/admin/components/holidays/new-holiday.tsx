import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { formatIndiaDate } from '@kanak/domain/calendar';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { useHolidaysSaved } from './use-holidays';

/** Adds a day the shop is closed: delivery dates promised from then on skip it. */
export function NewHoliday() {
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useHolidaysSaved();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await adminSend('holidays', 'POST', { date, name: name.trim() });
      form.succeed(`${formatIndiaDate(date)} (${name.trim()}) added.`);
      setDate('');
      setName('');
      saved();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="New holiday" id="new-holiday">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <InputField
          dense
          id="new-holiday-date"
          label="Date"
          type="date"
          error={form.fieldError('date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <InputField
          dense
          id="new-holiday-name"
          label="Name"
          placeholder="Diwali"
          error={form.fieldError('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <StatusLine
          ok={form.ok}
          error={
            form.error && !form.error.fields.date && !form.error.fields.name ? form.error : null
          }
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Add holiday
        </button>
      </form>
    </Panel>
  );
}
