import { Link, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-client';
import { paths } from '../lib/paths';

/**
 * Route errorElement: never a blank screen. A failed chunk download (a new release replaced the
 * files) asks for a reload; anything else is a calm apology. (No route answers 404: every unknown
 * path matches the not-found page's `*` route, router.tsx.)
 */
export function ErrorPage() {
  const error = useRouteError();

  const staleChunk =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  const message = staleChunk
    ? 'A newer version of the shop is available. Reloading the page will bring it in.'
    : error instanceof ApiError && error.isNetworkError
      ? error.message
      : 'Something went wrong on our side while opening this page. Please try again in a moment.';

  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl px-5 py-24 text-center">
      <title>Something went wrong · Kanak</title>
      <p className="eyebrow">We are sorry</p>
      <h1 id="error-title" className="mt-3 font-display text-3xl text-ink">
        This page could not be shown
      </h1>
      <span aria-hidden="true" className="ornament mx-auto mt-5" />
      <p className="mt-5 text-ink-soft">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to={paths.home} reloadDocument className="btn btn-outline">
          Go to home
        </Link>
      </div>
    </section>
  );
}

/** When the layout itself fails there is no header or <main> around us; bring our own. */
export function RootErrorPage() {
  return (
    <main>
      <ErrorPage />
    </main>
  );
}
