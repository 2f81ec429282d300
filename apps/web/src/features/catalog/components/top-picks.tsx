import { TIMERS } from '@kanak/domain/timers';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useFilterProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { RAIL_ITEM_4_2, ScrollRail } from './scroll-rail';

const CARD_SIZES = '(min-width: 1200px) 264px, (min-width: 769px) 22vw, 46vw';

/** 'Top Picks' (SPEC §2): the best sellers, four at a time (two on phones), moving on every 3 s. */
export function TopPicks() {
  const { data, isPending, isError } = useFilterProducts({ fav_product: 'Y' });
  // Best sellers are a bonus on the home page; without them the rest of the page still stands.
  if (isError || data?.products.length === 0) return null;

  return (
    <section
      aria-labelledby="top-picks-title"
      className="mx-auto max-w-page px-4 pt-20 desktop:px-8 desktop:pt-28"
    >
      <SectionHeading id="top-picks-title" eyebrow="Best sellers" title="Top Picks">
        <p>The pieces our customers choose most, each made afresh in your gold and size.</p>
      </SectionHeading>
      <div className="mx-auto mt-10 max-w-6xl desktop:mt-14" aria-busy={isPending}>
        {isPending ? (
          <ul className="flex gap-4 overflow-hidden py-2 desktop:gap-8">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={RAIL_ITEM_4_2}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        ) : (
          <ScrollRail itemName="top picks" delayMs={TIMERS.bestSellerAutoplayMs}>
            {data.products.map((product) => (
              <li key={product.id} className={RAIL_ITEM_4_2}>
                <ProductCard product={product} sizes={CARD_SIZES} />
              </li>
            ))}
          </ScrollRail>
        )}
      </div>
    </section>
  );
}
