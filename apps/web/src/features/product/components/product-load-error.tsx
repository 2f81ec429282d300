/** The piece could not be loaded (not a 404): the reason and a retry. */
export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section
      aria-labelledby="product-error-title"
      className="mx-auto max-w-xl px-5 py-24 text-center"
    >
      <p className="eyebrow">Something went wrong</p>
      <h1 id="product-error-title" className="mt-3 font-display text-3xl text-ink">
        We could not open this piece
      </h1>
      <span aria-hidden="true" className="ornament mx-auto mt-5" />
      <p role="alert" className="mt-5 text-ink-soft">
        {message}
      </p>
      <button type="button" onClick={onRetry} className="btn btn-primary mt-8">
        Try again
      </button>
    </section>
  );
}
