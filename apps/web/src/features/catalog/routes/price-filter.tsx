import { Link, useParams } from 'react-router';
import { PRICE_FILTER_SORT, PRICE_MENU_LIMITS } from '@kanak/domain/catalog';
import { formatRupees } from '@kanak/domain/money';
import { NotFoundContent } from '../../../components/not-found-content';
import { paths } from '../../../lib/paths';
import { useInfiniteFilterProducts } from '../api/get-products';
import { ListingHeader } from '../components/listing-header';
import { ProductGrid } from '../components/product-grid';
import { SortSelect } from '../components/sort-select';
import { useSortParam } from '../components/use-listing-filters';

// The API's own ceiling for an amount filter; anything larger is not a price we list.
const MAX_AMOUNT = 100_000_000;

function parseMax(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,9}$/.test(param)) return undefined;
  const max = Number(param);
  return max <= MAX_AMOUNT ? max : undefined;
}

/** `/price-filter/{maxAmount}` (SPEC §2): pieces whose price is at most the amount. */
export function PriceFilterPage() {
  const max = parseMax(useParams().max);
  // A mistyped amount is a page that does not exist, not a crash (SPEC §2 "any other path").
  if (max === undefined) return <NotFoundContent />;
  return <PriceListing key={max} max={max} />;
}

function PriceListing({ max }: { max: number }) {
  const [sort, setSort] = useSortParam(PRICE_FILTER_SORT);
  const query = useInfiniteFilterProducts({ max_amount: max, sort });
  const total = query.data?.pages.at(-1)?.meta.total;

  return (
    <div className="mx-auto max-w-page px-4 pb-24 desktop:px-8">
      <ListingHeader
        eyebrow="Shop by budget"
        title={`Jewellery under ${formatRupees(max)}`}
        total={total}
      >
        <nav aria-label="Budgets" className="mt-6">
          <ul className="flex flex-wrap justify-center gap-2">
            {PRICE_MENU_LIMITS.map((limit) => (
              <li key={limit}>
                <Link
                  to={paths.priceFilter(limit)}
                  aria-current={limit === max ? 'page' : undefined}
                  className="inline-flex min-h-tap items-center rounded-full border border-line-strong px-4 text-sm lining-nums text-ink hover:border-maroon hover:text-maroon aria-[current=page]:border-maroon aria-[current=page]:bg-maroon aria-[current=page]:text-ivory"
                >
                  Under ₹{limit / 1000}K
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </ListingHeader>
      <div className="mb-6 flex items-center justify-end border-b border-line pb-3 desktop:mb-8">
        <SortSelect value={sort} onChange={setSort} className="w-full desktop:w-72" />
      </div>
      <ProductGrid
        query={query}
        emptyAction={
          <Link to={paths.dashboard()} className="btn btn-primary">
            Browse all jewellery
          </Link>
        }
      />
    </div>
  );
}
