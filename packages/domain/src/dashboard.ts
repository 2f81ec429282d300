import { CUSTOMIZE_CATEGORY_NAME } from './catalog.ts';

/** What `/dashboard/{param}` lists (SPEC §2, §5), decided in one place. */
export type DashboardTarget =
  | { kind: 'all' }
  | { kind: 'category'; id: number; name: string | undefined }
  | { kind: 'search'; text: string };

/** Category names match by name only from 3 characters on (SPEC §5 Search). */
export const CATEGORY_MATCH_MIN_LENGTH = 3;

/**
 * Digits are a category id; text of 3+ characters is the category whose name matches exactly, else
 * partially; anything else is a product name search.
 */
export function resolveDashboardParam(
  param: string | undefined,
  categories: ReadonlyArray<{ id: number; name: string }>,
): DashboardTarget {
  const text = (param ?? '').trim();
  if (text === '') return { kind: 'all' };
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return { kind: 'category', id, name: categories.find((c) => c.id === id)?.name };
  }
  if (text.length >= CATEGORY_MATCH_MIN_LENGTH) {
    const needle = text.toLowerCase();
    const listed = categories.filter((c) => c.name !== CUSTOMIZE_CATEGORY_NAME);
    const match =
      listed.find((c) => c.name.toLowerCase() === needle) ??
      listed.find((c) => c.name.toLowerCase().includes(needle));
    if (match) return { kind: 'category', id: match.id, name: match.name };
  }
  return { kind: 'search', text };
}
