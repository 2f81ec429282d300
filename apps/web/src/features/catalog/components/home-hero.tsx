import { DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useHomeCarousel } from '../api/get-home-carousel';
import { CATEGORY_SECTION_ID } from './category-section';

/*
 * A still hero from the first carousel slide. The rotating carousel of SPEC §2 is a later task; until
 * then the heading stands on its own when there is no banner, so the page never looks broken.
 */
export function HomeHero() {
  const { data, isPending } = useHomeCarousel();
  const banner = data?.find((slide) => slide.images.length > 0)?.images[0];
  const hasMedia = isPending || Boolean(banner);

  return (
    <section
      aria-labelledby="hero-title"
      className={`mx-auto grid max-w-page items-center gap-8 px-4 pt-6 desktop:gap-14 desktop:px-8 desktop:pt-12 ${
        hasMedia ? 'desktop:grid-cols-[5fr_7fr]' : ''
      }`}
    >
      {hasMedia && (
        <div className="relative aspect-[4/3] overflow-hidden rounded-xs bg-sand desktop:order-2 desktop:aspect-[7/5]">
          {banner ? (
            <ResponsiveImage
              src={banner}
              alt="Gold and diamond jewellery by Kanak"
              sizes="(min-width: 769px) 58vw, 100vw"
              priority
              className="size-full object-cover"
            />
          ) : (
            <div className="skeleton size-full" />
          )}
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-3 border border-white/40"
          />
        </div>
      )}
      <div className={hasMedia ? 'pb-2 desktop:py-10' : 'mx-auto max-w-2xl py-12 text-center'}>
        <p className="eyebrow">Gold &amp; diamonds · Made to order</p>
        <h1 id="hero-title" className="mt-4 font-display text-display text-ink">
          Fine jewellery, made for you
        </h1>
        <p
          className={`mt-5 max-w-md text-base text-ink-soft desktop:text-lg ${hasMedia ? '' : 'mx-auto'}`}
        >
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
