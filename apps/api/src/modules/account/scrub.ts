/** What stands in for an erased detail inside text that is kept. */
export const ERASED = '[erased]';

/** The personal texts to look for: long enough not to hit ordinary words or numbers by chance. */
export function scrubTokens(values: (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const value of values) {
    for (const line of (value ?? '').split('\n')) {
      const token = line.trim();
      if (token.length >= 4) tokens.add(token);
    }
  }
  // Longest first, so a name inside an address line goes with the line.
  return [...tokens].sort((a, b) => b.length - a.length);
}

const escape = (token: string) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string with every token in it (any case) replaced. */
export function scrubText(text: string, tokens: readonly string[]): string {
  if (tokens.length === 0) return text;
  return text.replace(new RegExp(tokens.map(escape).join('|'), 'gi'), ERASED);
}

/** A JSON value with every string scrubbed, keys and shape kept. */
export function scrubJson<T>(value: T, tokens: readonly string[]): T {
  if (typeof value === 'string') return scrubText(value, tokens) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => scrubJson(v, tokens)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, tokens)])) as T;
  }
  return value;
}

/** Whether a JSON value holds any token. */
export const holdsToken = (value: unknown, tokens: readonly string[]) =>
  tokens.length > 0 && new RegExp(tokens.map(escape).join('|'), 'i').test(JSON.stringify(value ?? null));
