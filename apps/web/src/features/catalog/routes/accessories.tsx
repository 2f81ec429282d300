import { Link } from 'react-router';
import type { Category } from '@kanak/domain/contract/catalog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../lib/paths';
import { isCustomizeCategory, useCategories } from '../api/get-categories';

/** SPEC §2 Accessories: six tiles, in this order. */
const TILES = ['Rings', 'Necklaces', 'Bracelets', 'Pendants', 'Earrings', 'Customize with Us'];

const TILE_SIZES = '(min-width: 1200px) 360px, (min-width: 769px) 30vw, 46vw';

function matchCategory(label: string, categories: Category[] | undefined): Category | undefined {
  const wanted = label.toLowerCase();
  return categories?.find((c) => c.name.trim().toLowerCase() === wanted);
}

/** `/ac` (SPEC §2): every tile opens the dashboard — at its own category when the shop has it. */
export function AccessoriesPage() {
  const { data: categories, isPending } = useCategories();

  return (
    <section
      aria-labelledby="accessories-title"
      className="mx-auto max-w-6xl px-4 pt-10 pb-24 desktop:px-8 desktop:pt-16"
    >
      <title>Accessories · Kanak</title>
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">Accessories</p>
        <h1 id="accessories-title" className="mt-3 font-display text-3xl text-ink">
          Find your piece
        </h1>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <p className="mt-4 text-ink-soft">
          Choose a category to see every design, or share your own idea with our studio.
        </p>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-8 desktop:mt-14 desktop:grid-cols-3 desktop:gap-x-8 desktop:gap-y-12">
        {TILES.map((label, index) => {
          const category = matchCategory(label, categories);
          const customize = isCustomizeCategory({ name: label });
          const to = customize
            ? paths.customize
            : category
              ? paths.dashboard(category.id)
              : paths.dashboard();
          return (
            <li key={label}>
              <Tile
                label={label}
                to={to}
                state={category && !customize ? { name: category.name } : undefined}
                image={category?.image[0]}
                loading={isPending}
                eager={index < 2}
                caption={customize ? 'Share your design' : 'Explore'}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface TileProps {
  label: string;
  to: string;
  state?: { name: string };
  image: string | undefined;
  loading: boolean;
  eager: boolean;
  caption: string;
}

function Tile({ label, to, state, image, loading, eager, caption }: TileProps) {
  return (
    <Link to={to} state={state} className="group block rounded-xs">
      <div className="relative aspect-square overflow-hidden bg-sand">
        {image ? (
          <ResponsiveImage
            src={image}
            alt=""
            sizes={TILE_SIZES}
            priority={eager}
            className="size-full object-cover transition-transform duration-(--duration-gentle) ease-(--ease-gentle) group-hover:scale-[1.04]"
          />
        ) : (
          <span
            aria-hidden="true"
            className={`flex size-full items-center justify-center font-display text-6xl text-gold-ink ${loading ? 'skeleton' : ''}`}
          >
            {loading ? '' : label.charAt(0)}
          </span>
        )}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 ring-1 ring-ink/5 ring-inset"
        />
      </div>
      <div className="mt-4 text-center">
        <span className="block font-display text-xl font-semibold text-balance text-ink group-hover:text-maroon desktop:text-2xl">
          {label}
        </span>
        <span
          aria-hidden="true"
          className="mt-1 block text-xs font-semibold tracking-[0.16em] text-maroon uppercase"
        >
          {caption}
        </span>
      </div>
    </Link>
  );
}
