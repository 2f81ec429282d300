import { DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useHomeCarousel } from '../api/get-home-carousel';
import { HeroCarousel } from './hero-carousel';

/** Where the hero's call to action leads: the categories, first thing below it. */
export const CATEGORY_SECTION_ID = 'categories';

/**
 * The home hero: heading and call to action beside the rotating carousel of SPEC §2 (above it below
 * 1024 px, where two columns would squeeze the heading).
 */
export function HomeHero() {
  const { data, isPending } = useHomeCarousel();
  const images = data?.flatMap((slide) => slide.images) ?? [];

  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-page items-center gap-6 px-4 pt-6 desktop:px-8 desktop:pt-10 lg:grid-cols-[5fr_7fr] lg:gap-14 lg:pt-12"
    >
      <div className="lg:order-2">
        {images.length > 0 ? (
          <HeroCarousel images={images} />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-xs bg-sand sm:aspect-[16/9] lg:aspect-[7/5]">
            {isPending ? (
              <div className="skeleton size-full" />
            ) : (
              <p className="font-display text-xl text-ink-muted">No images available</p>
            )}
          </div>
        )}
      </div>
      <div className="pb-2 lg:py-10">
        <p className="eyebrow">Gold &amp; diamonds · Made to order</p>
        <h1 id="hero-title" className="mt-4 font-display text-display text-ink">
          Fine jewellery, made for you
        </h1>
        <p className="mt-5 max-w-md text-base text-ink-soft desktop:text-lg">
          Each piece is crafted after you order it, in the gold colour, purity and size you choose —
          hallmarked, certified and delivered in {DELIVERY_WORKING_DAYS} working days.
        </p>
        <a href={`#${CATEGORY_SECTION_ID}`} className="btn btn-primary mt-8">
          Explore the collection
          <ArrowRightIcon className="size-4" />
        </a>
      </div>
    </section>
  );
}
