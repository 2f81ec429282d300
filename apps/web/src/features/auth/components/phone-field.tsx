import { phoneDigits } from './phone';
import { TextField, type TextFieldProps } from './text-field';

/** The mobile number: digits only, after '+91', as the phone's keypad offers and fills it. */
export function PhoneField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Mobile number"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix="+91"
      clean={phoneDigits}
      placeholder="98765 43210"
      {...props}
    />
  );
}
