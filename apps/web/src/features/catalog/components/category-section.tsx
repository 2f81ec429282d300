import { TIMERS } from '@kanak/domain/timers';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useCategories } from '../api/get-categories';
import { CategoryTile, CategoryTileSkeleton } from './category-tile';
import { CATEGORY_SECTION_ID } from './home-hero';
import { RAIL_ITEM_4_2_1, ScrollRail } from './scroll-rail';

const SKELETON_TILES = 4;

/**
 * 'Jewellery Category' (SPEC §2): a rail of every category that moves on every 3 s, four at a time
 * (two up to 768 px, one up to 480 px); the customise one leads to its form.
 */
export function CategorySection() {
  const { data, isPending, isError, refetch, isRefetching } = useCategories();

  return (
    <section
      id={CATEGORY_SECTION_ID}
      aria-labelledby="categories-title"
      className="mx-auto max-w-page scroll-mt-6 px-4 pt-20 desktop:px-8 desktop:pt-28"
    >
      <SectionHeading id="categories-title" eyebrow="Shop by category" title="Jewellery Category" />
      <div className="mx-auto mt-10 max-w-6xl desktop:mt-14" aria-busy={isPending}>
        {isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading categories…
            </p>
            <ul className="flex gap-4 overflow-hidden py-2 desktop:gap-8">
              {Array.from({ length: SKELETON_TILES }, (_, i) => (
                <li key={i} className={RAIL_ITEM_4_2_1}>
                  <CategoryTileSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : isError ? (
          <div
            role="status"
            className="mx-auto max-w-md rounded-sm border border-line bg-pearl px-6 py-10 text-center"
          >
            <p className="font-display text-xl text-ink">
              Our collection is taking a moment to load.
            </p>
            <p className="mt-2 text-sm text-ink-soft">Please try again in a moment.</p>
            <button
              type="button"
              className="btn btn-outline mt-6"
              disabled={isRefetching}
              onClick={() => void refetch()}
            >
              {isRefetching ? 'Trying again…' : 'Try again'}
            </button>
          </div>
        ) : data.length === 0 ? (
          <p className="text-center text-ink-soft">
            New collections are on their way. Please visit again soon.
          </p>
        ) : (
          <ScrollRail itemName="categories" delayMs={TIMERS.categoryCarouselMs}>
            {data.map((category) => (
              <li key={category.id} className={RAIL_ITEM_4_2_1}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ScrollRail>
        )}
      </div>
    </section>
  );
}
