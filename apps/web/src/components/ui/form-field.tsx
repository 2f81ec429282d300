import type { ComponentProps, ReactNode } from 'react';
import { FILE_INPUT } from './class-names';

/** Input classes shared by the site's forms: pearl ground, 3:1 border, 44 px tall. */
export const INPUT_CLASS =
  'block w-full min-h-tap rounded-xs border border-line-strong bg-pearl px-3 py-2 text-base text-ink placeholder:text-ink-muted focus-visible:border-maroon aria-invalid:border-danger';

/** The back office's denser inputs: smaller text, still 44 px tall for fingers. */
export const DENSE_INPUT_CLASS =
  'block w-full min-h-tap rounded-xs border border-line-strong bg-pearl px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus-visible:border-maroon aria-invalid:border-danger';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  optional?: boolean;
  /** The back office's look: a small uppercase label, closer to its input. */
  dense?: boolean;
  className?: string | undefined;
  /** Receives the ids to pass as `aria-describedby`, and whether the field has an error. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A labelled form field with its hint and error, wired for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  optional = false,
  dense = false,
  className,
  children,
}: FieldProps) {
  const ids =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={
          dense
            ? 'block text-xs font-bold tracking-wide text-ink-soft uppercase'
            : 'block text-sm font-semibold text-ink'
        }
      >
        {label}
        {optional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <div className={dense ? 'mt-1' : 'mt-1.5'}>{children(ids, Boolean(error))}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A `Field` holding one `<input>` with the field's id, wired to its hint and error; the rest of
 * the props go to the input. Its class is the dense or the plain input's unless `inputClassName`.
 */
export function InputField({
  id,
  label,
  hint,
  error,
  optional,
  dense,
  className,
  inputClassName,
  ...input
}: Omit<FieldProps, 'children'> &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'children'> & { inputClassName?: string }) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      dense={dense}
      className={className}
    >
      {(describedBy, invalid) => (
        <input
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClassName ?? (dense ? DENSE_INPUT_CLASS : INPUT_CLASS)}
        />
      )}
    </Field>
  );
}

/** A back-office `Field` holding one file `<input>`, wired to its hint and error. */
export function FileField({
  id,
  label,
  hint,
  error,
  ...input
}: Pick<FieldProps, 'id' | 'label' | 'hint' | 'error'> &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'children'>) {
  return (
    <Field dense id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          {...input}
          id={id}
          type="file"
          aria-describedby={describedBy}
          className={FILE_INPUT}
        />
      )}
    </Field>
  );
}

/** The success or failure line under a submitted form. */
export function FormStatus({ kind, message }: { kind: 'success' | 'error'; message: string }) {
  return kind === 'success' ? (
    <p
      role="status"
      className="rounded-xs border border-gold bg-gold-soft/40 px-4 py-3 font-semibold text-ink"
    >
      <span aria-hidden="true" className="mr-2 text-maroon">
        ✓
      </span>
      {message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-xs border border-danger/40 bg-maroon-tint px-4 py-3 text-danger"
    >
      {message}
    </p>
  );
}
