import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { Product } from '@kanak/domain/contract/product';

/**
 * Home › Category › Name. The listing may take the category name in navigation state (SPEC §2).
 * Phones read it with a screen reader only: on screen the heading names the category (a link)
 * and the piece, and the first screen's room goes to the picture and the price.
 */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const link = 'rounded-xs text-ink-soft underline-offset-4 hover:text-maroon hover:underline';
  return (
    <nav aria-label="Breadcrumb" className="text-xs max-desktop:sr-only">
      <ol className="flex min-w-0 items-center gap-2 text-ink-muted">
        <li>
          <Link to={paths.home} className={link}>
            Home
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link
            to={paths.dashboard(product.category.id)}
            state={{ name: product.category.name }}
            className={link}
          >
            {product.category.name}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="min-w-0 truncate font-semibold text-ink">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
