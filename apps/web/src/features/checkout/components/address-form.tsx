import { useState, type FormEvent } from 'react';
import type { Address, AddressRequest } from '@kanak/domain/contract/addresses';
import { PHONE_PATTERN } from '@kanak/domain/account';
import { INDIAN_STATES, PINCODE_PATTERN, pincodeMatchesState, pincodeStateMessage } from '@kanak/domain/india';
import { MESSAGES } from '@kanak/domain/messages';
import { Field, FormStatus, INPUT_CLASS } from '../../../components/ui/form-field';
import { ChevronDownIcon } from '../../../components/ui/icons';

export type AddressValues = Record<keyof AddressRequest, string>;

export const EMPTY_ADDRESS: AddressValues = {
  recipient_name: '',
  mobile: '',
  landmark: '',
  area: '',
  address: '',
  pincode: '',
  state: '',
};

export function valuesOf(address: Address): AddressValues {
  const { recipient_name, mobile, landmark, area, address: line, pincode, state } = address;
  return { recipient_name, mobile, landmark, area, address: line, pincode, state };
}

const { address: m } = MESSAGES;

/** SPEC §5 "Address", in its order; null when the form may be sent. */
export function validateAddress(values: AddressValues, hasItems: boolean): string | null {
  if (!hasItems) return m.selectItem;
  if (values.mobile && !PHONE_PATTERN.test(values.mobile)) return m.phone;
  const blank = Object.values(values).some((v) => !v.trim());
  if (blank || !PHONE_PATTERN.test(values.mobile)) return m.incomplete;
  if (!PINCODE_PATTERN.test(values.pincode)) return m.pincode;
  if (!(INDIAN_STATES as readonly string[]).includes(values.state)) return m.state;
  if (!pincodeMatchesState(values.pincode, values.state)) return pincodeStateMessage(values.state);
  return null;
}

interface AddressFormProps {
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  busy: boolean;
  error: string | null;
  /** The API's field errors, keyed by field. */
  fieldErrors?: Partial<Record<keyof AddressValues, string>>;
  onSubmit: () => void;
  submitLabel: string;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The delivery address fields (SPEC §3 "Address"); mobile and pincode take digits only. */
export function AddressForm({
  values,
  onChange,
  busy,
  error,
  fieldErrors = {},
  onSubmit,
  submitLabel,
}: AddressFormProps) {
  const [mobileTouched, setMobileTouched] = useState(false);
  const set = (key: keyof AddressValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  const mobileError =
    fieldErrors.mobile ??
    (mobileTouched && values.mobile && !PHONE_PATTERN.test(values.mobile) ? m.phone : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMobileTouched(true);
    onSubmit();
  };

  const text = (key: keyof AddressValues, label: string, autoComplete: string) => (
    <Field id={`address-${key}`} label={label} error={fieldErrors[key]}>
      {(describedBy) => (
        <input
          id={`address-${key}`}
          name={key}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => set(key)(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={fieldErrors[key] ? true : undefined}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 desktop:grid-cols-2">
        {text('recipient_name', 'Recipient name', 'name')}
        <Field id="address-mobile" label="Mobile number" hint="10 digits" error={mobileError}>
          {(describedBy) => (
            <input
              id="address-mobile"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={values.mobile}
              onChange={(e) => set('mobile')(digits(e.target.value, 10))}
              onBlur={() => setMobileTouched(true)}
              aria-describedby={describedBy}
              aria-invalid={mobileError ? true : undefined}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      </div>
      <Field id="address-address" label="Address (house, street)" error={fieldErrors.address}>
        {(describedBy) => (
          <textarea
            id="address-address"
            name="address"
            rows={2}
            autoComplete="street-address"
            value={values.address}
            onChange={(e) => set('address')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={fieldErrors.address ? true : undefined}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid gap-4 desktop:grid-cols-2">
        {text('area', 'Area', 'address-level3')}
        {text('landmark', 'Landmark', 'off')}
      </div>
      <div className="grid gap-4 desktop:grid-cols-2">
        <Field id="address-pincode" label="Pincode" hint="6 digits" error={fieldErrors.pincode}>
          {(describedBy) => (
            <input
              id="address-pincode"
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              value={values.pincode}
              onChange={(e) => set('pincode')(digits(e.target.value, 6))}
              aria-describedby={describedBy}
              aria-invalid={fieldErrors.pincode ? true : undefined}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field id="address-state" label="State" error={fieldErrors.state}>
          {(describedBy) => (
            <div className="relative">
              <select
                id="address-state"
                name="state"
                autoComplete="address-level1"
                value={values.state}
                onChange={(e) => set('state')(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={fieldErrors.state ? true : undefined}
                className={`${INPUT_CLASS} appearance-none pr-10`}
              >
                <option value="">Select state</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft" />
            </div>
          )}
        </Field>
      </div>
      {error && <FormStatus kind="error" message={error} />}
      <button type="submit" className="btn btn-primary w-full desktop:w-auto" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
