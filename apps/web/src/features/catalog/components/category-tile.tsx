import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../lib/paths';
import type { Category } from '@kanak/domain/contract/catalog';
import { isCustomizeCategory } from '../api/get-categories';

// Four across from 769 px (capped by the 72 rem rail), two from 481 px, one below.
const TILE_SIZES =
  '(min-width: 1200px) 264px, (min-width: 769px) 22vw, (min-width: 481px) 46vw, 92vw';

export function CategoryTile({ category }: { category: Category }) {
  const customize = isCustomizeCategory(category);
  const image = category.image[0];

  return (
    <Link
      to={customize ? paths.customize : paths.dashboard(category.id)}
      // SPEC §2: the listing may take the category name from navigation state.
      state={customize ? undefined : { name: category.name }}
      className="group block rounded-xs"
    >
      <div className="relative aspect-square overflow-hidden bg-sand">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={category.name}
            sizes={TILE_SIZES}
            className="size-full object-cover transition-transform duration-(--duration-gentle) ease-(--ease-gentle) group-hover:scale-[1.04]"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center font-display text-5xl text-gold-ink"
          >
            {category.name.charAt(0)}
          </span>
        )}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 ring-1 ring-ink/5 ring-inset"
        />
      </div>
      {/* With a picture, its alt text names the link; the caption repeats it for sighted visitors. */}
      <div className="mt-4 text-center" aria-hidden={image ? true : undefined}>
        <span className="block font-display text-xl font-semibold text-ink group-hover:text-maroon desktop:text-2xl">
          {category.name}
        </span>
        <span className="mt-1 block text-xs font-semibold tracking-[0.16em] text-maroon uppercase">
          {customize ? 'Share your design' : 'Explore'}
        </span>
      </div>
    </Link>
  );
}

export function CategoryTileSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="skeleton aspect-square" />
      <div className="skeleton mx-auto mt-4 h-5 w-2/3 rounded-xs" />
      <div className="skeleton mx-auto mt-2 h-3 w-1/3 rounded-xs" />
    </div>
  );
}
