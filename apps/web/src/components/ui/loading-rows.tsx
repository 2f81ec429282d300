/** Three skeleton rows and a hidden 'Loading…' for screen readers. */
export function LoadingRows() {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        Loading…
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="skeleton h-12 rounded-xs" />
      ))}
    </div>
  );
}
