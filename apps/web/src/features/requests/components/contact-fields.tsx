import { Field, INPUT_CLASS } from '../../../components/ui/form-field';
import { OptionalSelect } from './optional-select';

/** Within shop hours (SPEC §1: 10am to 6pm). */
const CALL_TIMES = ['Morning (10am – 1pm)', 'Afternoon (1pm – 4pm)', 'Evening (4pm – 6pm)'];

interface ContactFieldsProps {
  idPrefix: string;
  /** The first error the API gave for a field, if any. */
  err: (name: string) => string | undefined;
}

/** The "How we reach you" part of a request form: name, mobile, e-mail, address and call time. */
export function ContactFields({ idPrefix, err }: ContactFieldsProps) {
  const invalid = (name: string) => Boolean(err(name));
  return (
    <fieldset className="space-y-5">
      <legend className="font-display text-2xl text-ink">How we reach you</legend>
      <p className="-mt-3 text-sm text-ink-soft">
        A mobile number or an e-mail address, so our designer can call you back.
      </p>
      <Field id={`${idPrefix}-name`} label="Name" error={err('name')} optional>
        {(d) => (
          <input
            id={`${idPrefix}-name`}
            name="name"
            autoComplete="name"
            aria-describedby={d}
            aria-invalid={invalid('name')}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-phone`}
          label="Mobile number"
          hint="10 digits"
          error={err('contactNo')}
        >
          {(d) => (
            <input
              id={`${idPrefix}-phone`}
              name="contactNo"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={14}
              aria-describedby={d}
              aria-invalid={invalid('contactNo')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-email`} label="E-mail" hint="name@example.com" error={err('email')}>
          {(d) => (
            <input
              id={`${idPrefix}-email`}
              name="email"
              type="email"
              autoComplete="email"
              aria-describedby={d}
              aria-invalid={invalid('email')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      </div>
      <Field id={`${idPrefix}-address`} label="City or address" error={err('address')} optional>
        {(d) => (
          <textarea
            id={`${idPrefix}-address`}
            name="address"
            rows={2}
            autoComplete="street-address"
            aria-describedby={d}
            aria-invalid={invalid('address')}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <OptionalSelect
        id={`${idPrefix}-time`}
        name="preferredTime"
        label="Best time to call"
        error={err('preferredTime')}
        placeholder="Any time"
        options={CALL_TIMES}
      />
    </fieldset>
  );
}
