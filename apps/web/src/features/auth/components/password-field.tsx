import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/** A password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={props.id}
          onClick={() => setShown((s) => !s)}
          className="inline-flex size-tap items-center justify-center rounded-xs text-ink-muted hover:text-maroon"
        >
          <EyeIcon crossed={shown} />
          <span className="sr-only">Show password</span>
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2.75 12S6.25 5.75 12 5.75 21.25 12 21.25 12 17.75 18.25 12 18.25 2.75 12 2.75 12Z" />
      <circle cx="12" cy="12" r="2.75" />
      {crossed && <path d="m4.5 4.5 15 15" />}
    </svg>
  );
}
