/*
 * The keyboard and the announcements of the header's suggestions, after the WAI-ARIA combobox
 * pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/).
 */

/** No option is active: the caret is in the box and Enter searches the typed text. */
export const NONE = -1;

/**
 * Where ArrowDown (`step` 1) or ArrowUp (-1) takes the active option: from the box to the first or
 * the last, and round the ends of the list.
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return NONE;
  if (active === NONE) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** What the polite live region says once the suggestions for the typed text arrive. */
export function announcement(count: number): string {
  if (count === 0) return 'No suggestions';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available`;
}

/** The id of an option: the listbox's id and its place. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** What the search box wears as a combobox: the suggestions decide, the box in the entry chunk wears it. */
export interface ComboboxAria {
  'aria-expanded'?: boolean;
  'aria-controls'?: string | undefined;
  'aria-activedescendant'?: string | undefined;
}
