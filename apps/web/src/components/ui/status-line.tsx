/**
 * The status line of a dense form: success in a polite region that is always present (so screen
 * readers hear the change), failure as an alert.
 */
export function StatusLine({
  ok,
  error,
}: {
  ok?: string | null;
  error?: { message: string } | null;
}) {
  if (error)
    return (
      <p
        role="alert"
        className="rounded-xs border border-danger/40 bg-maroon-tint px-3 py-2 text-sm text-danger"
      >
        {error.message}
      </p>
    );
  return (
    <p
      role="status"
      className={
        ok
          ? 'rounded-xs border border-gold bg-gold-soft/40 px-3 py-2 text-sm font-semibold text-ink'
          : 'sr-only'
      }
    >
      {ok ?? ''}
    </p>
  );
}
