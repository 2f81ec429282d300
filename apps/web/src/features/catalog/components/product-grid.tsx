import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import {
  LISTING_EAGER_CARDS,
  LISTING_FIRST_SCREEN_CARDS,
  LISTING_IMAGE_SIZES,
} from '@kanak/domain/media';
import { MESSAGES } from '@kanak/domain/messages';
import { useFirstPaintDone } from '../../../components/ui/after-first-paint';
import { PicturesAfterFirstPaint } from '../../../components/ui/pictures-after-paint';
import { LINK } from '../../../components/ui/class-names';
import { paths } from '../../../lib/paths';
import { ProductCard, ProductCardSkeleton, type CardFilter } from './product-card';

export type ProductPages = UseInfiniteQueryResult<InfiniteData<FilterProductsResponse>>;

interface ProductGridProps {
  query: ProductPages;
  /** The listing's filter: cards then show the karat and open the product at those options. */
  filter?: CardFilter;
  /** Beside a filter sidebar the grid has less room, so it keeps to three columns. */
  withSidebar?: boolean;
  /** Shown under 'No products available', e.g. a way out of an over-narrow filter. */
  emptyAction?: ReactNode;
}

const SKELETONS = 8;

/** Results of a listing: skeletons, the cards, 'No products available', and Load more. */
export function ProductGrid({ query, filter, withSidebar = false, emptyAction }: ProductGridProps) {
  const painted = useFirstPaintDone();
  const columns = withSidebar
    ? 'grid-cols-2 desktop:grid-cols-3'
    : 'grid-cols-2 desktop:grid-cols-3 lg:grid-cols-4';
  const sizes = withSidebar
    ? LISTING_IMAGE_SIZES
    : '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 769px) 31vw, 50vw';
  const grid = `grid ${columns} gap-x-3 gap-y-9 sm:gap-x-5 desktop:gap-x-6 desktop:gap-y-12`;

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading pieces…
        </p>
        <div className={grid}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <div className="mx-auto max-w-md rounded-sm border border-line bg-pearl px-6 py-12 text-center">
        <p className="font-display text-2xl text-ink">These pieces are taking a moment to load.</p>
        <p className="mt-2 text-sm text-ink-soft">{query.error.message}</p>
        <button
          type="button"
          className="btn btn-outline mt-6"
          disabled={query.isRefetching}
          onClick={() => void query.refetch()}
        >
          {query.isRefetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  }

  const pages = query.data.pages;
  const products = pages.flatMap((page) => page.products);
  const total = pages.at(-1)?.meta.total ?? products.length;
  const updating = query.isPlaceholderData;

  if (products.length === 0) {
    // A name search that found nothing answers the nearest one that finds something (issue 19).
    const suggestion = pages[0]?.did_you_mean;
    return (
      <div className="mx-auto max-w-md px-6 py-16 text-center">
        <span aria-hidden="true" className="ornament mx-auto" />
        <p role="status" className="mt-6 font-display text-3xl text-ink">
          {MESSAGES.empty.products}
        </p>
        {suggestion && (
          <p className="mt-3 text-base text-ink-soft">
            Did you mean{' '}
            <Link to={paths.dashboard(suggestion)} className={LINK}>
              {suggestion}
            </Link>
            ?
          </p>
        )}
        {emptyAction && <div className="mt-6 flex justify-center">{emptyAction}</div>}
      </div>
    );
  }

  const card = (product: (typeof products)[number], index: number) => (
    <li key={product.id}>
      <ProductCard
        product={product}
        filter={filter}
        sizes={sizes}
        priority={index < LISTING_EAGER_CARDS}
      />
    </li>
  );

  return (
    <div>
      <h2 className="sr-only">Pieces</h2>
      <ul
        className={`${grid} transition-opacity duration-(--duration-gentle) ${updating ? 'opacity-50' : ''}`}
        aria-busy={updating}
      >
        {products.slice(0, LISTING_FIRST_SCREEN_CARDS).map(card)}
        {/* Below the first screen: their pictures follow the first paint. */}
        <PicturesAfterFirstPaint>
          {products
            .slice(LISTING_FIRST_SCREEN_CARDS)
            .map((product, index) => card(product, LISTING_FIRST_SCREEN_CARDS + index))}
        </PicturesAfterFirstPaint>
      </ul>
      <div className="mx-auto mt-14 flex max-w-xs flex-col items-center gap-4 text-center">
        <p className="text-sm text-ink-soft" aria-live="polite">
          Showing {products.length} of {total}
        </p>
        <div aria-hidden="true" className="h-px w-full bg-line">
          <div
            className="h-px bg-maroon transition-[width] duration-(--duration-gentle)"
            // Set from script once painted: the server's HTML carries no style attribute (CSP).
            style={
              painted
                ? { width: `${Math.min(100, (products.length / Math.max(total, 1)) * 100)}%` }
                : undefined
            }
          />
        </div>
        {query.hasNextPage && (
          <button
            type="button"
            className="btn btn-outline mt-2 w-full"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
      </div>
    </div>
  );
}
