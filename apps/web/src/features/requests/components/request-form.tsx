import { PRICE_BANDS } from '@kanak/domain/catalog';
import { MESSAGES } from '@kanak/domain/messages';
import { useState, type FormEvent } from 'react';
import { Field, FormStatus, INPUT_CLASS } from '../../../components/ui/form-field';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  submitRequest,
  type RequestEndpoint,
} from '../api/submit-request';
import { ChoiceGroup } from './choice-group';
import { ContactFields } from './contact-fields';
import { ImagePicker } from './image-picker';
import { OptionalSelect } from './optional-select';

const GOLD_COLOURS = [
  { value: 'Rose', label: 'Rose gold' },
  { value: 'White', label: 'White gold' },
  { value: 'Yellow', label: 'Yellow gold' },
] as const;
/** SPEC §5: gold carat choices are 14K and 18K. */
const CARATS = [
  { value: '14K', label: '14K' },
  { value: '18K', label: '18K' },
] as const;
const STONES = ['Diamond', 'Ruby', 'Emerald', 'Blue sapphire', 'Pearl', 'No stone', 'Not sure yet'];
const PRICE_RANGES = ['Under ₹20,000', ...PRICE_BANDS.map((b) => b.label), 'Above ₹1,00,000'];

type Status = { kind: 'success' | 'error'; message: string } | null;

interface RequestFormProps {
  endpoint: RequestEndpoint;
  descriptionLabel: string;
  descriptionHint: string;
}

/** The SPEC's customise / bulk-order form (SPEC §2 Forms), sent as multipart with the image. */
export function RequestForm({ endpoint, descriptionLabel, descriptionHint }: RequestFormProps) {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resetKey, setResetKey] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus(null);
    const image = data.get('image');
    if (image instanceof File && image.size > 0) {
      const problem = !IMAGE_TYPES.includes(image.type)
        ? 'Please upload a JPEG, PNG or WebP image.'
        : image.size > IMAGE_MAX_BYTES
          ? 'Please upload an image of 5 MB or less.'
          : undefined;
      if (problem) {
        setErrors({ image: [problem] });
        return;
      }
    }
    setErrors({});
    setPending(true);
    try {
      const res = await submitRequest(endpoint, data);
      form.reset();
      setResetKey((k) => k + 1);
      setStatus({ kind: 'success', message: res.message || MESSAGES.forms.submitted });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, MESSAGES.generic.wrong);
      setErrors(e.errors ?? (e.status === 413 || e.status === 415 ? { image: [e.message] } : {}));
      setStatus({ kind: 'error', message: e.message });
    } finally {
      setPending(false);
    }
  }

  const err = (name: string) => errors[name]?.[0];
  const invalid = (name: string) => Boolean(err(name));
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-8"
      aria-label="Request form"
    >
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-ink">Your design</legend>
        <ImagePicker key={resetKey} id={`${endpoint}-image`} error={err('image')} />
        <Field
          id={`${endpoint}-description`}
          label={descriptionLabel}
          hint={descriptionHint}
          error={err('description')}
          optional
        >
          {(d) => (
            <textarea
              id={`${endpoint}-description`}
              name="description"
              rows={4}
              aria-describedby={d}
              aria-invalid={invalid('description')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <ChoiceGroup
          name="goldColor"
          legend="Gold colour"
          options={GOLD_COLOURS}
          error={err('goldColor')}
        />
        <ChoiceGroup
          name="goldCarat"
          legend="Gold purity"
          options={CARATS}
          error={err('goldCarat')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <OptionalSelect
            id={`${endpoint}-stone`}
            name="stone"
            label="Stone"
            error={err('stone')}
            placeholder="Choose a stone"
            options={STONES}
          />
          <OptionalSelect
            id={`${endpoint}-price`}
            name="priceRange"
            label="Budget per piece"
            error={err('priceRange')}
            placeholder="Choose a range"
            options={PRICE_RANGES}
          />
        </div>
      </fieldset>

      <ContactFields idPrefix={endpoint} err={err} />

      {status && <FormStatus kind={status.kind} message={status.message} />}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={pending}>
        {pending ? 'Sending…' : 'Submit request'}
      </button>
    </form>
  );
}
