import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@kanak/domain/money';
import { FormStatus } from '../../../components/ui/form-field';
import { BusinessBuyerFields, checkBusinessBuyer, NO_BUSINESS_BUYER, type BusinessBuyer, type BusinessBuyerErrors } from './business-buyer';

/** What the API accepts, judged again by content there (ARCHITECTURE §4 identity documents). */
const DOCUMENT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

/** The documents, and for a business purchase the GSTIN with the buyer it bills (ARCHITECTURE §9). */
export interface DocumentChoice extends BusinessBuyer {
  document: File | null;
  pan: File | null;
}

interface DocumentStepProps {
  panNeeded: boolean;
  panThreshold: number;
  busy: boolean;
  error: string | null;
  onSubmit: (choice: DocumentChoice) => void;
}

/** SPEC §5 "Document upload": an identity document, and a PAN card only above the threshold. */
export function DocumentStep({ panNeeded, panThreshold, busy, error, onSubmit }: DocumentStepProps) {
  const [choice, setChoice] = useState<DocumentChoice>({ document: null, pan: null, ...NO_BUSINESS_BUYER });
  const [businessErrors, setBusinessErrors] = useState<BusinessBuyerErrors>({});
  // A field is judged once it has been left, or at submit.
  const [checked, setChecked] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkBusinessBuyer(choice);
    setChecked(true);
    setBusinessErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit(choice);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FileField
        label="Identity document"
        hint="Aadhaar, passport, driving licence or voter ID. JPEG, PNG, WebP or PDF, up to 5 MB."
        file={choice.document}
        onChange={(document) => setChoice((c) => ({ ...c, document }))}
      />
      {panNeeded && (
        <FileField
          label="PAN card"
          hint={`Required for orders above ${formatRupees(panThreshold)}.`}
          file={choice.pan}
          onChange={(pan) => setChoice((c) => ({ ...c, pan }))}
        />
      )}
      <BusinessBuyerFields
        value={choice}
        errors={businessErrors}
        onChange={(business) => {
          setChoice((c) => ({ ...c, ...business }));
          if (checked) setBusinessErrors(checkBusinessBuyer(business));
        }}
        onCheck={() => {
          setChecked(true);
          setBusinessErrors(checkBusinessBuyer(choice));
        }}
      />
      <p className="text-xs text-ink-muted">
        Your documents are stored encrypted and seen only by you and the Kanak team.
      </p>
      {error && <FormStatus kind="error" message={error} />}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Uploading…' : 'Submit documents'}
      </button>
    </form>
  );
}

interface FileFieldProps {
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

function FileField({ label, hint, file, onChange }: FileFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_TYPES}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        className="mt-2 block w-full min-h-tap rounded-xs border border-dashed border-line-strong bg-pearl p-2 text-sm text-ink-soft file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-xs file:border file:border-maroon file:bg-transparent file:px-4 file:text-xs file:font-bold file:tracking-widest file:text-maroon file:uppercase hover:file:bg-maroon-tint"
      />
      {file && <p className="mt-1 truncate text-xs text-ink-soft">Chosen: {file.name}</p>}
    </div>
  );
}
