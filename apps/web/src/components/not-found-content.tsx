import { Link } from 'react-router';
import { paths } from '../lib/paths';

export function NotFoundContent() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-5 py-24 text-center">
      <title>Page not found · Kanak</title>
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title" className="mt-3 font-display text-3xl text-ink">
        We could not find that page
      </h1>
      <span aria-hidden="true" className="ornament mx-auto mt-5" />
      <p className="mt-5 text-ink-soft">
        The link may be old, or the piece may have moved. Our collection is a click away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn btn-primary">
          Back to home
        </Link>
        <Link to={paths.contact} className="btn btn-outline">
          Contact us
        </Link>
      </div>
    </section>
  );
}
