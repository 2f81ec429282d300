import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';
import { skillsList } from '../../utils/workshop';
import { useWorkshopSaved, type Karigar } from '../../workshop-api';

const FIELDS = ['name', 'phone', 'skills'];

/** Adds a karigar: name, mobile number and what they do (skills, comma-separated). */
export function NewKarigar() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [skills, setSkills] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useWorkshopSaved();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    form.reset();
    try {
      const { karigar } = await adminSend<{ karigar: Karigar }>('karigars', 'POST', {
        name: name.trim(),
        phone: phone.trim(),
        skills: skillsList(skills),
      });
      form.succeed(`${karigar.name} added.`);
      setName('');
      setPhone('');
      setSkills('');
      saved();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const general = form.error && !FIELDS.some((f) => form.error?.fields[f]) ? form.error : null;
  return (
    <Panel title="New karigar" id="new-karigar">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <InputField
          dense
          id="k-name"
          label="Name"
          autoComplete="off"
          error={form.fieldError('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <InputField
          dense
          id="k-phone"
          label="Mobile number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="9876543210"
          error={form.fieldError('phone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <InputField
          dense
          id="k-skills"
          label="Skills"
          optional
          hint="Separated by commas: casting, setting, polishing"
          error={form.fieldError('skills')}
          value={skills}
          onChange={(e) => setSkills(e.target.value)}
        />
        <StatusLine ok={form.ok} error={general} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Add karigar
        </button>
      </form>
    </Panel>
  );
}
