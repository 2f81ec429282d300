/**
 * Shown in the page area while a lazy page's code arrives on a first visit (React Router's
 * HydrateFallback); header and footer are already on screen around it.
 */
export function PageFallback() {
  return (
    <div aria-busy="true" className="mx-auto max-w-page px-4 py-16 desktop:px-8">
      <p role="status" className="sr-only">
        Loading…
      </p>
      <div aria-hidden="true" className="mx-auto max-w-xl space-y-4">
        <div className="skeleton mx-auto h-3 w-24 rounded-xs" />
        <div className="skeleton mx-auto h-9 w-3/4 rounded-xs" />
        <div className="skeleton mx-auto h-4 w-2/3 rounded-xs" />
      </div>
    </div>
  );
}
