import { useState } from 'react';
import type { SynonymSet } from '@kanak/domain/contract/search';
import { BTN_SM } from '../../../../components/ui/class-names';
import { InputField } from '../../../../components/ui/form-field';
import { StatusLine } from '../../../../components/ui/status-line';
import { toast } from '../../../../components/ui/toast';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { day } from '../../utils/format';
import { PHRASES_LABEL, PHRASES_PLACEHOLDER, useSynonymsForm, useSynonymsSaved } from './use-synonyms';

/** One synonym set: its words as chips, edited in place or deleted after a confirmation. */
export function SynonymSetRow({ set }: { set: SynonymSet }) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useSynonymsSaved();
  const named = `“${set.phrases.join(', ')}”`;

  const remove = async () => {
    if (busy || !window.confirm(`Delete the synonym set ${named}? Searches for these words stop finding each other.`)) return;
    setBusy(true);
    form.reset();
    try {
      await adminSend(`search/synonyms/${set.id}`, 'DELETE');
      toast.success(`Synonym set ${named} deleted.`);
      saved();
    } catch (e) {
      form.fail(e);
      setBusy(false);
    }
  };

  return (
    <li className="rounded-sm border border-line bg-pearl px-4 py-3">
      {editing ? (
        <EditSet set={set} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <ul aria-label={`Words of the set ${named}`} className="flex min-w-0 flex-1 basis-64 flex-wrap gap-1.5">
            {set.phrases.map((phrase) => (
              <li
                key={phrase}
                className="rounded-full border border-gold/60 bg-gold-soft/30 px-3 py-1 text-sm font-semibold text-ink"
              >
                {phrase}
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2 max-desktop:w-full">
            <p className="mr-auto text-xs whitespace-nowrap text-ink-muted desktop:mr-2">Updated {day(set.updated_at)}</p>
            <button
              type="button"
              className={BTN_SM}
              disabled={busy}
              aria-label={`Edit the set ${named}`}
              onClick={() => {
                form.reset();
                setEditing(true);
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className={BTN_SM}
              disabled={busy}
              aria-label={`Delete the set ${named}`}
              onClick={() => void remove()}
            >
              Delete
            </button>
          </div>
          {form.error && (
            <div className="basis-full">
              <StatusLine error={form.error} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** The set's words in the one text field, saved with PUT. */
function EditSet({ set, onDone }: { set: SynonymSet; onDone: () => void }) {
  const { phrases, setPhrases, busy, form, fieldError, onSubmit } = useSynonymsForm(set.phrases.join(', '), async (text) => {
    await adminSend(`search/synonyms/${set.id}`, 'PUT', { phrases: text });
    toast.success('Synonym set saved.');
    onDone();
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
      <InputField
        dense
        id={`synonyms-${set.id}`}
        label={PHRASES_LABEL}
        placeholder={PHRASES_PLACEHOLDER}
        autoComplete="off"
        // The field the Edit button made appear is where the admin is headed.
        autoFocus
        error={fieldError}
        value={phrases}
        onChange={(e) => setPhrases(e.target.value)}
      />
      {form.error && !fieldError && <StatusLine error={form.error} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary px-4! py-2! text-xs!" disabled={busy || !phrases.trim()}>
          Save
        </button>
        <button type="button" className={BTN_SM} disabled={busy} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
