const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '14 Jun 2025, 3:05 pm', or '—' when there is no date. */
export const when = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '—';

/** '14 Jun 2025', or '—'. */
export const day = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—');

/** An API token as words: `pending_advance` → 'Pending advance'. */
export const words = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
