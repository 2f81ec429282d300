import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/** A failed admin call as the form shows it: one line plus the API's field errors. */
export interface Failure {
  message: string;
  fields: Record<string, string>;
}

export function toFailure(error: unknown): Failure {
  if (!(error instanceof ApiError))
    return { message: 'Something went wrong. Please try again.', fields: {} };
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.errors ?? {})) if (v[0]) fields[k] = v[0];
  return { message: error.message, fields };
}

/** A form's ok/error pair with helpers. */
export function useFormState() {
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  return {
    ok,
    error,
    fieldError: (name: string) => error?.fields[name],
    succeed: (message: string) => {
      setError(null);
      setOk(message);
    },
    fail: (e: unknown) => {
      setOk(null);
      setError(toFailure(e));
    },
    reset: () => {
      setOk(null);
      setError(null);
    },
  };
}
