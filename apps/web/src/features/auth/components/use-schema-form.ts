import { useId, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Values<K extends string> = Record<K, string>;
type Messages<K extends string> = Partial<Record<K, string>>;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A small controlled form checked by a shared schema (STYLE.md rule 1) with SPEC §5's messages:
 * a field's message appears once the customer leaves it (or submits), then follows every
 * keystroke live until it is right. Server answers for a field show until that field is edited.
 */
export function useSchemaForm<K extends string, S extends z.ZodType>(
  schema: S,
  initial: Values<K>,
) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Messages<K>>({});

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => {
    const found: Messages<K> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as K | undefined;
      if (key !== undefined && !found[key]) found[key] = issue.message;
    }
    return found;
  }, [parsed]);

  const idOf = (name: K) => `${prefix}-${name}`;
  const errorOf = (name: K) => serverErrors[name] ?? (touched[name] ? errors[name] : undefined);

  function field(name: K): FieldProps {
    return {
      id: idOf(name),
      name,
      value: values[name],
      error: errorOf(name),
      onChange: (value) => {
        setValues((v) => ({ ...v, [name]: value }));
        if (serverErrors[name]) setServerErrors((e) => ({ ...e, [name]: undefined }));
      },
      onBlur: () => {
        if (values[name] !== '') setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
      },
    };
  }

  /** Checks everything; valid data goes to `onValid`, otherwise the first wrong field gets focus. */
  function handleSubmit(onValid: (data: z.output<S>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<K, true>);
      if (parsed.success) {
        onValid(parsed.data);
        return;
      }
      const first = (Object.keys(values) as K[]).find((k) => errors[k]);
      if (first) document.getElementById(idOf(first))?.focus();
    };
  }

  return { values, field, handleSubmit, setServerErrors, isValid: parsed.success };
}
