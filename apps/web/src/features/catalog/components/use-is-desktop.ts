import { useSyncExternalStore } from 'react';

// The layout's `desktop` breakpoint (app.css --breakpoint-desktop): phones up to 768 px.
const DESKTOP_QUERY = '(min-width: 48.0625rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the wide layout applies, kept in step with rotations and window resizes. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}
