import { InputField } from '../../../../components/ui/form-field';
import type { ProductFormState, TextField } from './use-product-form';

/** One of the product's text or number fields, with its label, hint and the API's error. */
export function TextInput({
  f,
  name,
  label,
  hint,
  type = 'text',
  step,
  className,
}: {
  f: ProductFormState;
  name: TextField;
  label: string;
  hint?: string;
  type?: 'number' | 'text';
  step?: string;
  className?: string;
}) {
  return (
    <InputField
      dense
      id={`p-${name}`}
      label={label}
      hint={hint}
      error={f.form.fieldError(name)}
      className={className}
      type={type}
      step={step}
      inputMode={type === 'number' ? 'decimal' : undefined}
      value={f.text[name]}
      onChange={(e) => f.setField(name, e.target.value)}
    />
  );
}
