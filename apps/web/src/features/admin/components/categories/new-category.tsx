import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { useCategoriesSaved } from './use-categories-saved';

/** Creates a category by name; its id is fixed from then on. */
export function NewCategory() {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useCategoriesSaved();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await adminSend('categories', 'POST', { name: name.trim() });
      form.succeed(`Category “${name.trim()}” created.`);
      setName('');
      saved();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="New category" id="new-category">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <InputField
          dense
          id="new-category-name"
          label="Name"
          error={form.fieldError('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <StatusLine
          ok={form.ok}
          error={form.error && !form.error.fields.name ? form.error : null}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Create category
        </button>
      </form>
    </Panel>
  );
}
