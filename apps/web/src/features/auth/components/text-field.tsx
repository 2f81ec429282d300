import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldProps } from './use-schema-form';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'className' | 'prefix'
>;

export interface TextFieldProps extends FieldProps, InputAttributes {
  label: string;
  /** Turns what was typed into what is kept, e.g. digits only. */
  clean?: (value: string) => string;
  /** Drawn inside the box before the text, e.g. '+91'. */
  prefix?: ReactNode;
  /** Drawn inside the box after the text, e.g. a show-password button. */
  suffix?: ReactNode;
}

export const INPUT =
  'h-12 w-full rounded-xs border border-line-strong bg-pearl px-4 text-base text-ink placeholder:text-ink-muted/70 transition-colors duration-(--duration-quick) focus-visible:border-maroon focus-visible:outline-offset-0 aria-invalid:border-danger';

/** A labelled input whose message sits under it and is announced with it (aria-describedby). */
export function TextField({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  clean,
  prefix,
  suffix,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-soft">
        {label}
      </label>
      <div className="relative">
        {prefix && (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-line pr-3 pl-4 text-base text-ink-soft">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(clean ? clean(event.target.value) : event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${INPUT} ${prefix ? 'pl-[4.5rem]' : ''} ${suffix ? 'pr-14' : ''}`}
          {...input}
        />
        {suffix && (
          <span className="absolute inset-y-0 right-0 flex items-center pr-1">{suffix}</span>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex gap-1.5 text-sm leading-snug text-danger">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="mt-0.5 size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="8.25" />
        <path d="M12 7.75v5M12 16.25v.01" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
