import { Link } from 'react-router';
import type { Category } from '@kanak/domain/contract/catalog';
import { nearestCategories } from '@kanak/domain/search-nearby';
import { paths } from '../../../lib/paths';
import { useProductCategories } from '../api/get-categories';

const CHIP =
  'inline-flex min-h-tap items-center rounded-full border border-line-strong bg-pearl px-4 text-sm font-semibold text-maroon hover:border-maroon';

/**
 * What a search that found nothing offers besides "Did you mean": the categories nearest to what
 * was asked for (every category when none is), and the made-to-order form, since Kanak makes
 * pieces to order (issue 35: "mangalsutra" dead-ended).
 */
export function SearchNoMatchView({ text, categories }: { text: string; categories: readonly Category[] }) {
  const nearest = nearestCategories(text, categories);
  const shown = nearest.length > 0 ? nearest : categories;
  return (
    <div className="flex flex-col items-center gap-6">
      {shown.length > 0 && (
        <nav aria-labelledby="no-match-collections" className="flex flex-col items-center gap-3">
          <h2 id="no-match-collections" className="font-sans text-sm text-ink-soft">
            {nearest.length > 0 ? 'The nearest collections' : 'Browse the collections'}
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {shown.map((c) => (
              <li key={c.id}>
                <Link to={paths.dashboard(c.id)} state={{ categoryName: c.name }} className={CHIP}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-ink-soft">Not what you had in mind? We make jewellery to order, to your design.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.customize} className="btn btn-primary">
            Customize with us
          </Link>
          <Link to={paths.dashboard()} className="btn btn-outline">
            Browse all jewellery
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The search's way out, with the shop's categories as the header menu has them. */
export function SearchNoMatch({ text }: { text: string }) {
  const categories = useProductCategories();
  return <SearchNoMatchView text={text} categories={categories.data ?? []} />;
}
