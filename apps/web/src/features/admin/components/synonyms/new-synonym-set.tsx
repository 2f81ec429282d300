import type { SynonymSet } from '@kanak/domain/contract/search';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { adminSend } from '../../api';
import { PHRASES_LABEL, PHRASES_PLACEHOLDER, useSynonymsForm } from './use-synonyms';

/** Adds a synonym set: the words as typed, one text; the API splits and normalises them. */
export function NewSynonymSet() {
  const { phrases, setPhrases, busy, form, fieldError, onSubmit } = useSynonymsForm('', async (text, state, clear) => {
    const { data } = await adminSend<{ data: SynonymSet }>('search/synonyms', 'POST', { phrases: text });
    // The words as search reads them: lower case, singular.
    state.succeed(`Added: ${data.phrases.join(', ')}.`);
    clear();
  });
  return (
    <Panel title="New synonym set" id="new-synonym-set">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <InputField
          dense
          id="new-synonym-phrases"
          label={PHRASES_LABEL}
          placeholder={PHRASES_PLACEHOLDER}
          autoComplete="off"
          error={fieldError}
          value={phrases}
          onChange={(e) => setPhrases(e.target.value)}
        />
        <StatusLine ok={form.ok} error={form.error && !fieldError ? form.error : null} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy || !phrases.trim()}>
          Add set
        </button>
      </form>
    </Panel>
  );
}
