import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Drawer } from '../../../components/ui/drawer';
import { paths } from '../../../lib/paths';
import { useInfiniteFilterProducts, type FilterProductsParams } from '../api/get-products';
import { ClearButton, FilterPanel } from './filter-panel';
import { ListingHeader } from './listing-header';
import { ProductGrid } from './product-grid';
import { SearchNoMatch } from './search-no-match';
import { SortSelect } from './sort-select';
import { useIsDesktop } from './use-is-desktop';
import { countFilters, filterParams, useListingFilters, useSortParam } from './use-listing-filters';

interface FilteredListingProps {
  eyebrow: string;
  title: string | undefined;
  /** What the page lists before the visitor's filters: a category or a name search. */
  base: Pick<FilterProductsParams, 'category_id' | 'name'>;
}

const DRAWER_ID = 'listing-filters';

/**
 * The category dashboard of SPEC §2: filters (a sidebar on wide screens, a drawer on phones), sort,
 * and the growing grid of cards. Filters live in the URL, so reload and Back keep them.
 */
export function FilteredListing({ eyebrow, title, base }: FilteredListingProps) {
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const { applied, draft, setDraft, apply, pending } = useListingFilters();
  const [sort, setSort] = useSortParam();

  const query = useInfiniteFilterProducts({ ...base, ...filterParams(applied), sort });
  const total = query.data?.pages.at(-1)?.meta.total;
  const updating = pending || (query.isFetching && query.isPlaceholderData);
  const active = countFilters(applied);
  const cardFilter =
    applied.goldColour || applied.karat
      ? { goldColour: applied.goldColour, karat: applied.karat }
      : undefined;
  // A search that found nothing has nothing to narrow: no filters, no sort, just the way out.
  const filterable = !(total === 0 && active === 0 && !updating);

  return (
    <div className="mx-auto max-w-page px-4 pb-24 desktop:px-8">
      <ListingHeader eyebrow={eyebrow} title={title} total={total} />
      <div
        className={
          filterable
            ? 'desktop:grid desktop:grid-cols-[14rem_1fr] desktop:gap-10 lg:grid-cols-[15rem_1fr] lg:gap-14'
            : ''
        }
      >
        {/* The sidebar and the Filters button are both in the page and CSS shows the one that fits:
            the server renders this page without knowing the screen (no shift when it hydrates). */}
        {filterable && (
          <aside
            aria-labelledby="filters-title"
            className="hidden self-start desktop:sticky desktop:top-6 desktop:block"
          >
            <h2 id="filters-title" className="mb-5 font-display text-2xl text-ink">
              Filters
            </h2>
            <FilterPanel
              idPrefix="side"
              value={draft}
              onChange={setDraft}
              onClear={() => apply({})}
            />
          </aside>
        )}
        <div>
          <div
            hidden={!filterable}
            className="sticky top-0 z-20 -mx-4 mb-6 flex items-center gap-3 border-b border-line bg-ivory/95 px-4 py-2.5 backdrop-blur-sm desktop:static desktop:mx-0 desktop:mb-8 desktop:bg-transparent desktop:px-0 desktop:pt-0 desktop:pb-4 desktop:backdrop-blur-none"
          >
            <button
              ref={openButtonRef}
              type="button"
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              onClick={() => setDrawerOpen(true)}
              className="btn btn-outline flex-1 px-3 tracking-[0.1em] desktop:hidden"
            >
              Filters{active > 0 && <span className="font-normal"> ({active})</span>}
            </button>
            <p role="status" className="text-sm text-ink-soft max-desktop:sr-only desktop:flex-1">
              {updating ? (
                <UpdatingNote />
              ) : active > 0 ? (
                `${active} filter${active > 1 ? 's' : ''} applied`
              ) : (
                ''
              )}
            </p>
            <SortSelect
              value={sort}
              onChange={setSort}
              className="flex-1 desktop:w-64 desktop:flex-none"
            />
          </div>
          {updating && (
            <p
              aria-hidden="true"
              className="-mt-3 mb-4 text-center text-xs text-ink-muted desktop:hidden"
            >
              <UpdatingNote />
            </p>
          )}
          <ProductGrid
            query={query}
            filter={cardFilter}
            withSidebar
            emptyAction={
              active > 0 ? (
                <button type="button" className="btn btn-primary" onClick={() => apply({})}>
                  Clear all filters
                </button>
              ) : base.name ? (
                <SearchNoMatch text={base.name} />
              ) : (
                <Link to={paths.dashboard()} className="btn btn-primary">
                  Browse all jewellery
                </Link>
              )
            }
          />
        </div>
      </div>
      {/* Closed until the button opens it; a wide screen (known once hydrated) has the sidebar. */}
      {!isDesktop && (
        <Drawer
          id={DRAWER_ID}
          title="Filters"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          returnFocusRef={openButtonRef}
        >
          <div className="flex min-h-full flex-col">
            <div className="flex-1 px-5 pt-5 pb-8">
              <FilterPanel idPrefix="drawer" value={draft} onChange={setDraft} />
            </div>
            <div className="sticky bottom-0 flex gap-3 border-t border-line bg-ivory px-5 py-4">
              <ClearButton
                onClear={() => apply({})}
                disabled={countFilters(draft) === 0}
                className="px-4"
              />
              <button
                type="button"
                className="btn btn-primary flex-1 px-4"
                onClick={() => {
                  if (pending) apply(draft);
                  setDrawerOpen(false);
                }}
              >
                {updating || total === undefined
                  ? 'Show results'
                  : `Show ${total} ${total === 1 ? 'piece' : 'pieces'}`}
              </button>
            </div>
          </div>
        </Drawer>
      )}
    </div>
  );
}

function UpdatingNote() {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-gold" />
      Updating…
    </span>
  );
}
