import type { Location } from 'react-router';

/*
 * React Router keys every history entry it makes, but the entry a visit starts on (a link from
 * outside, the address bar, a reload) is always 'default'. ScrollRestoration stores scroll
 * positions by key in sessionStorage, so every page typed into the address bar shared one saved
 * position: scroll / to 1,600 px, type /dashboard/24, and the new page jumped to 1,600 px
 * (issue 13). That first entry gets a key of its own here, kept in its history.state so a reload
 * or Back from another site still finds its position.
 */
const FIELD = 'kanakScrollKey';

function firstEntryKey(): string {
  const state: unknown = window.history.state;
  const fields =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const stamped = fields[FIELD];
  if (typeof stamped === 'string') return stamped;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...fields, [FIELD]: key }, '');
  return key;
}

// Read at start-up, before the router or any navigation touches history.state.
const startKey = typeof window === 'undefined' ? 'default' : firstEntryKey();

/** ScrollRestoration's getKey: one saved position per history entry, the first one included. */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? startKey : location.key;
}
