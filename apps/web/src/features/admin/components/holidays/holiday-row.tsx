import { useState } from 'react';
import type { Holiday } from '@kanak/domain/contract/admin-holidays';
import { formatIndiaDate } from '@kanak/domain/calendar';
import { BTN_SM } from '../../../../components/ui/class-names';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { useHolidaysSaved } from './use-holidays';

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' });

/** One holiday: its date, weekday and name, and a button that makes it a working day again. */
export function HolidayRow({ holiday }: { holiday: Holiday }) {
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useHolidaysSaved();
  const shown = formatIndiaDate(holiday.date);
  const day = weekday.format(new Date(`${holiday.date}T00:00:00Z`));
  const remove = async () => {
    setBusy(true);
    form.reset();
    try {
      await adminSend(`holidays/${holiday.date}`, 'DELETE');
      toast.success(`${shown} is a working day again.`);
      saved();
    } catch (e) {
      form.fail(e);
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-sm border border-line bg-pearl p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{holiday.name}</p>
        <p className="text-xs text-ink-muted">
          {day}, {shown}
          {day === 'Sunday' && ' · the shop never works on Sundays anyway'}
        </p>
      </div>
      <button
        type="button"
        className={BTN_SM}
        disabled={busy}
        aria-label={`Remove ${holiday.name}, ${shown}`}
        onClick={() => void remove()}
      >
        Remove
      </button>
      {form.error && (
        <div className="basis-full">
          <StatusLine error={form.error} />
        </div>
      )}
    </li>
  );
}
