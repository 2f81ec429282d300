import { SectionHeading } from '../../../components/ui/section-heading';
import { useCategories } from '../api/get-categories';
import { CategoryTile, CategoryTileSkeleton } from './category-tile';

export const CATEGORY_SECTION_ID = 'categories';
const SKELETON_TILES = 6;
// Flex rather than grid so a short last row sits centred (seven categories read as 4 + 3).
const GRID = 'flex flex-wrap justify-center gap-x-4 gap-y-8 desktop:gap-x-8 desktop:gap-y-12';
const CELL = 'w-[calc((100%-1rem)/2)] sm:w-[calc((100%-2rem)/3)] desktop:w-[calc((100%-6rem)/4)]';

/** 'Jewellery Category' (SPEC §2): every category, the customise one leading to its form. */
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
            <ul className={GRID}>
              {Array.from({ length: SKELETON_TILES }, (_, i) => (
                <li key={i} className={CELL}>
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
          <ul className={GRID}>
            {data.map((category, index) => (
              <li key={category.id} className={CELL}>
                <CategoryTile category={category} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
