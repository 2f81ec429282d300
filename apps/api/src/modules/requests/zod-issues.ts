import type { z } from 'zod';

/** Turns zod issues into the contract's `{ field: [messages] }`. */
export function issuesToErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
  return errors;
}
